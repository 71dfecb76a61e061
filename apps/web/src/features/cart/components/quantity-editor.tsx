import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductUnit } from '@mercato/contracts';
import { MinusIcon, PlusIcon } from '../../../shared/ui/icons/shop-icons';
import { formatAmount as formatQuantity } from '../../../shared/i18n/format-number';
import { parseQuantity, roundQuantity } from '../lib/quantity';

interface QuantityEditorProps {
  quantity: number;
  unit: ProductUnit;
  /** The product's name, for the labels of the controls. */
  name: string;
  /** Asks for a new quantity; a refusal is shown by the line. */
  onChange: (quantity: number) => void;
  /** Reports what was typed when it is no number at all. */
  onInvalid: () => void;
  describedBy?: string;
  invalid?: boolean;
}

/** Buttons step by 1 piece or 0.5 kg; kilograms may be typed with decimals (2.5 or 2,5). */
const stepOf = (unit: ProductUnit) => (unit === 'kg' ? 0.5 : 1);

/**
 * The quantity of a cart line: − and + buttons and a field that is applied on Enter or when
 * it loses focus. The parent gives it a `key` of the quantity so that a refused entry snaps back.
 */
export function QuantityEditor({ quantity, unit, name, onChange, onInvalid, describedBy, invalid = false }: QuantityEditorProps) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState(() => formatQuantity(quantity, i18n.language));
  const step = stepOf(unit);
  const unitLabel = t(`catalogue.unit.${unit}`, { count: quantity });

  const apply = () => {
    const value = parseQuantity(draft);
    if (value === null) {
      onInvalid();
      setDraft(formatQuantity(quantity, i18n.language));
      return;
    }
    if (value !== quantity) onChange(value);
    // Taken: the line re-renders this editor with the new quantity. Refused: back to the old one.
    setDraft(formatQuantity(quantity, i18n.language));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    }
  };

  return (
    <div className={invalid ? 'quantity-editor is-invalid' : 'quantity-editor'}>
      <button
        type="button"
        className="quantity-editor__step"
        aria-label={t('cart.quantity.decrease', { name })}
        disabled={quantity - step <= 0}
        onClick={() => onChange(roundQuantity(quantity - step))}
      >
        <MinusIcon size={18} />
      </button>
      <input
        className="quantity-editor__input"
        type="text"
        inputMode={unit === 'kg' ? 'decimal' : 'numeric'}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={apply}
        onKeyDown={onKeyDown}
        aria-label={t('cart.quantity.label', { name, unit: t(`catalogue.unit.${unit}`, { count: 2 }) })}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
      />
      <span className="quantity-editor__unit" aria-hidden="true">
        {unitLabel}
      </span>
      <button
        type="button"
        className="quantity-editor__step"
        aria-label={t('cart.quantity.increase', { name })}
        onClick={() => onChange(roundQuantity(quantity + step))}
      >
        <PlusIcon size={18} />
      </button>
    </div>
  );
}
