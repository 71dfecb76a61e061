import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_MAX_BYTES, postcodeOf } from '@mercato/contracts';
import { useCodeMessage } from '../../../shared/i18n/code-messages';
import { useLanguage } from '../../../shared/i18n/use-language';
import type { StoredUser } from '../../../shared/lib/stored-user';
import { buttonClass } from '../../../shared/ui/button/button';
import { FormMessage } from '../../../shared/ui/form/form-message';
import { TextField } from '../../../shared/ui/form/text-field';
import { MailIcon } from '../../../shared/ui/icons/ui-icons';
import { Modal } from '../../../shared/ui/modal/modal';
import { useNotify } from '../../../shared/ui/notification/notification';
import { failureCode, isNetworkFailure } from '../api/failure-code';
import { useEmailChange, useEmailTaken, useSaveProfile, type ProfileFields } from '../api/use-profile';
import { useLeaveGuard } from '../lib/use-leave-guard';
import { Avatar } from './avatar';
import { EmailChangeModal } from './email-change-modal';

/** DESIGN.md: avatars are jpeg, png or webp up to 5 MB. */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

const FIELD_NAMES = ['firstName', 'lastName', 'phone', 'restaurantName', 'restaurantAddress', 'email'] as const;

function fieldsOf(user: StoredUser): ProfileFields {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phone: user.phone ?? '',
    email: user.email,
    restaurantName: user.restaurantName ?? '',
    restaurantAddress: user.restaurantAddress ?? '',
  };
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The client check of an avatar file; null when it may be sent. */
export function avatarProblem(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'image_upload_failed';
  if (file.size > IMAGE_MAX_BYTES) return 'payload_too_large';
  return null;
}

/** The first bytes of each accepted image type (what the server's content check looks at too). */
const IMAGE_SIGNATURES: Record<(typeof AVATAR_TYPES)[number], (bytes: Uint8Array) => boolean> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((value, i) => b[i] === value),
  'image/webp': (b) => String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
};

/**
 * Whether the file's content is the image its type says: a document renamed "photo.jpg" is
 * refused when it is chosen, not only when the profile is saved.
 */
export async function looksLikeImage(file: File): Promise<boolean> {
  const check = IMAGE_SIGNATURES[file.type as (typeof AVATAR_TYPES)[number]];
  if (!check) return false;
  return check(new Uint8Array(await readBytes(file.slice(0, 12))));
}

function readBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsArrayBuffer(blob);
  });
}

const AVATAR_MESSAGE: Record<string, string> = { avatar_too_large: 'tooLarge', avatar_wrong_type: 'wrongType', avatar_not_image: 'notImage' };

/** What Save came to: saved, refused (the form shows why), or waiting for the e-mail codes. */
type SaveOutcome = 'saved' | 'failed' | 'codes';

interface Problem {
  /** The headline code (profile_update_error, email_change_send_error, ...). */
  code: string;
  /** The server's own code, shown after the headline when there is a text for it. */
  detail?: string | null;
}

/**
 * The avatar and account data of /profile (SPEC.md section 4): locked until Edit, Save and
 * Cancel while editing, a confirmation before leaving with unsaved changes, and the two-code
 * e-mail change when the address differs.
 */
export function ProfileDetails({ user }: { user: StoredUser }) {
  const { t, i18n } = useTranslation();
  const message = useCodeMessage();
  const language = useLanguage();
  const notify = useNotify();
  const baseline = useMemo(() => fieldsOf(user), [user]);
  // While editing the form holds a draft; otherwise it shows the user as the server knows it.
  const [draft, setDraft] = useState<ProfileFields | null>(null);
  const editing = draft !== null;
  const fields = draft ?? baseline;
  const [avatarFile, setAvatarFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [changingTo, setChangingTo] = useState<string | null>(null);
  // The code modal was opened from the leave confirmation: it says why the user is still here.
  const [changeFromLeave, setChangeFromLeave] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const { saveProfile, isPending: saving } = useSaveProfile();
  const { isTaken, isPending: checking } = useEmailTaken();
  const emailChange = useEmailChange(user.id, user.email, language);

  const dirty = editing && (avatarFile !== null || FIELD_NAMES.some((name) => fields[name] !== baseline[name]));
  const leave = useLeaveGuard(dirty);

  const avatarPreview = useMemo(
    () => (avatarFile && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(avatarFile) : null),
    [avatarFile],
  );
  useEffect(() => {
    if (!avatarPreview) return;
    return () => URL.revokeObjectURL(avatarPreview);
  }, [avatarPreview]);

  const reset = () => {
    setDraft(null);
    setAvatarFile(null);
    setProblem(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const set = (name: keyof ProfileFields) => (value: string) => setDraft((now) => ({ ...(now ?? baseline), [name]: value }));

  /** Saves everything but the e-mail (which only changes through the code flow). */
  const saveData = async (email: string): Promise<boolean> => {
    try {
      await saveProfile(user.id, { ...fields, email }, avatarFile);
      setAvatarFile(null);
      if (fileInput.current) fileInput.current.value = '';
      setDraft(null);
      setProblem(null);
      notify({ kind: 'success', message: t('success.profile_updated') });
      return true;
    } catch (error) {
      setProblem({ code: 'profile_update_error', detail: isNetworkFailure(error) ? 'network_error' : failureCode(error) });
      return false;
    }
  };

  const emailChanged = !sameEmail(fields.email, user.email);

  /** Save, or, for a new e-mail, send the first code and open the code modal. */
  const save = async (): Promise<SaveOutcome> => {
    if (saving || checking) return 'failed';
    const trimmed = { ...fields, email: fields.email.trim() };
    if (FIELD_NAMES.some((name) => !trimmed[name].trim())) {
      setProblem({ code: 'profile_update_error', detail: 'fill_all_fields' });
      return 'failed';
    }
    if (sameEmail(trimmed.email, user.email)) return (await saveData(user.email)) ? 'saved' : 'failed';

    try {
      if (await isTaken(trimmed.email)) {
        setProblem({ code: 'email_already_used' });
        return 'failed';
      }
      await emailChange.requestChange(trimmed.email);
      setProblem(null);
      setChangingTo(trimmed.email);
      return 'codes';
    } catch (error) {
      const code = isNetworkFailure(error) ? 'network_error' : failureCode(error);
      setProblem(code === 'email_already_used' ? { code } : { code: 'email_change_send_error', detail: code });
      return 'failed';
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChangeFromLeave(false);
    void save();
  };

  const onEmailChanged = async () => {
    const email = changingTo ?? fields.email;
    setChangingTo(null);
    notify({ kind: 'success', message: t('success.email_updated') });
    await saveData(email);
  };

  const onAvatar = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (!file) return;
    const fault = avatarProblem(file);
    if (fault) {
      event.target.value = '';
      setProblem({ code: fault === 'payload_too_large' ? 'avatar_too_large' : 'avatar_wrong_type' });
      return;
    }
    const input = event.target;
    void looksLikeImage(file).catch(() => false).then((image) => {
      if (!image) {
        input.value = '';
        setProblem({ code: 'avatar_not_image' });
        return;
      }
      setProblem(null);
      setAvatarFile(file);
    });
  };

  /**
   * Save from the leave confirmation. A new e-mail only changes once both codes are confirmed,
   * which cannot happen on another page: the navigation is cancelled and the code modal says
   * why the user is still here. A refused save also stays, with the reason on the form.
   */
  const onLeaveSave = async () => {
    setChangeFromLeave(emailChanged);
    const outcome = await save();
    if (outcome === 'saved') leave.proceed();
    else leave.stay();
  };

  const onLeaveDiscard = () => {
    reset();
    leave.proceed();
  };

  const problemText = problem
    ? [
        problem.code.startsWith('avatar_') ? t(`account.profile.avatar.${AVATAR_MESSAGE[problem.code] ?? 'wrongType'}`) : message(problem.code, 'profile_update_error'),
        problem.detail && problem.detail !== problem.code && i18n.exists(`error.${problem.detail}`) ? t(`error.${problem.detail}`) : null,
      ]
        .filter(Boolean)
        .join(' ')
    : null;

  const busy = saving || checking || emailChange.isPending;
  const locked = !editing || busy;
  return (
    <>
      <form className="profile-card profile-details" onSubmit={onSubmit} noValidate aria-labelledby="profile-data-title" data-editing={editing}>
        <div className="profile-card__head">
          <h2 id="profile-data-title" className="profile-card__title">
            {t('account.profile.accountData')}
          </h2>
          {!editing ? (
            <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setDraft(baseline)}>
              {t('account.profile.edit')}
            </button>
          ) : null}
        </div>

        {editing ? (
          <div className="profile-avatar-field">
            <Avatar user={user} src={avatarPreview} size="md" />
            <div className="profile-avatar-field__text">
              <p className="field__label">{t('account.profile.avatar.label')}</p>
              <p className="field__hint">{t('account.profile.avatar.hint')}</p>
              <label className={`${buttonClass('secondary', 'sm')} profile-avatar-field__pick`}>
                {t('account.profile.avatar.change')}
                <input
                  ref={fileInput}
                  className="visually-hidden"
                  type="file"
                  name="avatar"
                  accept={AVATAR_TYPES.join(',')}
                  onChange={onAvatar}
                />
              </label>
              {avatarFile ? <p className="profile-avatar-field__file">{avatarFile.name}</p> : null}
            </div>
          </div>
        ) : null}

        <fieldset className="profile-details__fields" disabled={locked}>
          <legend className="visually-hidden">{t('account.profile.accountData')}</legend>
          <TextField disabled={locked} label={t('account.fields.firstName')} name="firstName" value={fields.firstName} onChange={set('firstName')} autoComplete="given-name" required />
          <TextField disabled={locked} label={t('account.fields.lastName')} name="lastName" value={fields.lastName} onChange={set('lastName')} autoComplete="family-name" required />
          <TextField disabled={locked} label={t('account.fields.phone')} name="phone" type="tel" value={fields.phone} onChange={set('phone')} autoComplete="tel" required />
          <TextField disabled={locked}
            label={t('account.fields.restaurantName')}
            name="restaurantName"
            value={fields.restaurantName}
            onChange={set('restaurantName')}
            autoComplete="organization"
            required
            wrap
          />
          <TextField disabled={locked}
            label={t('account.fields.restaurantAddress')}
            name="restaurantAddress"
            value={fields.restaurantAddress}
            onChange={set('restaurantAddress')}
            autoComplete="street-address"
            required
            wrap
            // Wholesalers serve postcodes: without one, every wholesaler is considered for the order.
            hint={fields.restaurantAddress.trim() && postcodeOf(fields.restaurantAddress) === null ? t('account.profile.postcodeHint') : undefined}
          />
          <TextField disabled={locked}
            label={t('account.fields.email')}
            name="email"
            type="email"
            value={fields.email}
            onChange={set('email')}
            autoComplete="email"
            hint={editing ? t('account.profile.emailHint') : undefined}
            required
          />
        </fieldset>

        <FormMessage kind="error" message={problemText} />

        {editing ? (
          <div className="profile-card__actions">
            <button type="button" className={buttonClass('secondary')} onClick={reset} disabled={busy}>
              {t('account.profile.cancel')}
            </button>
            <button type="submit" className={buttonClass('primary')} disabled={busy} aria-busy={busy || undefined}>
              {busy ? <span className="btn__spinner" aria-hidden="true" /> : null}
              {t('account.profile.save')}
            </button>
          </div>
        ) : null}
      </form>

      <EmailChangeModal
        open={changingTo !== null}
        oldEmail={user.email}
        newEmail={changingTo ?? ''}
        flow={emailChange}
        notice={changeFromLeave ? t('account.profile.emailChange.fromLeave') : null}
        onDone={() => void onEmailChanged()}
        onClose={() => setChangingTo(null)}
      />

      <Modal
        open={leave.asking}
        onClose={leave.stay}
        title={t('account.profile.leave.title')}
        description={t('account.profile.leave.text')}
        closeLabel={t('common.close')}
      >
        {emailChanged ? (
          <p className="profile-note" data-testid="leave-email-note">
            <MailIcon size={20} />
            <span>{t('account.profile.leave.emailNote')}</span>
          </p>
        ) : null}
        <div className="profile-leave__actions">
          <button type="button" className={buttonClass('secondary')} onClick={onLeaveDiscard}>
            {t('account.profile.leave.discard')}
          </button>
          <button type="button" className={buttonClass('primary')} onClick={() => void onLeaveSave()} disabled={busy}>
            {t('account.profile.leave.save')}
          </button>
        </div>
      </Modal>
    </>
  );
}
