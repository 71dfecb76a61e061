import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCodeMessage } from '../../../shared/i18n/code-messages';
import { SubmitButton } from '../../../shared/ui/button/submit-button';
import { FormMessage } from '../../../shared/ui/form/form-message';
import { TextField } from '../../../shared/ui/form/text-field';
import { Modal } from '../../../shared/ui/modal/modal';
import { failureCode, isNetworkFailure } from '../api/failure-code';
import { usePromoSubmit } from '../api/use-profile';
import { pageReloader } from '../api/use-sign-out';
import { ActivationCodeHelp } from './activation-code-help';

/** SPEC.md section 9: the promo modal closes 1.5 s after a success, then the page reloads. */
export const PROMO_CLOSE_MS = 1500;

interface PromoModalProps {
  open: boolean;
  userId: number | undefined;
  onClose: () => void;
}

/** Enter an activation (promo) code (SPEC.md sections 4, 5 and 8). */
export function PromoModal({ open, userId, onClose }: PromoModalProps) {
  const { t } = useTranslation();
  const message = useCodeMessage();
  const { submitPromo, isPending } = usePromoSubmit();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [applied, setApplied] = useState(false);

  useEffect(() => {
    if (!applied) return;
    const timer = window.setTimeout(() => {
      onClose();
      pageReloader.reload();
    }, PROMO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [applied, onClose]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending || applied) return;
    const promoCode = code.trim();
    if (!promoCode) {
      setProblem('promo_required');
      return;
    }
    setProblem(null);
    try {
      await submitPromo(userId, promoCode);
      setApplied(true);
    } catch (error) {
      setProblem(isNetworkFailure(error) ? 'network_error' : (failureCode(error) ?? 'promo_check_failed'));
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('account.profile.promo.modalTitle')}
      description={t('account.profile.promo.modalLead')}
      closeLabel={t('common.close')}
    >
      <form className="account-form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('account.fields.promoCode')}
          name="promoCode"
          value={code}
          onChange={setCode}
          autoComplete="off"
          invalid={problem !== null}
          disabled={applied}
          required
        />
        <FormMessage kind="error" message={problem ? message(problem, 'promo_check_failed') : null} />
        <FormMessage kind="success" message={applied ? t('success.promo_applied') : null} />
        <SubmitButton busy={isPending} disabled={applied}>
          {t('account.profile.promo.submit')}
        </SubmitButton>
      </form>
      {applied ? null : <ActivationCodeHelp />}
    </Modal>
  );
}
