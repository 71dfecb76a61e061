import { VERIFICATION_CODE_LENGTH } from '@mercato/contracts';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export const emptyCode = (): string[] => Array.from({ length: VERIFICATION_CODE_LENGTH }, () => '');

const WHOLE_CODE = new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`);

/** Typing into a box that holds a digit leaves both in it, before or after the cursor: keep the new one. */
function newestDigit(typed: string, previous: string): string {
  if (typed.length === 2 && previous) return typed[0] === previous ? typed[1]! : typed[0]!;
  return typed.slice(-1);
}

interface CodeInputProps {
  /** One entry per box, each '' or a single digit. */
  digits: string[];
  onChange: (digits: string[]) => void;
  /** Id of the element that names the group (the visible label). */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
}

/**
 * SPEC.md section 5: six single-digit boxes, digits only. Typing moves to the next box,
 * Backspace in an empty box goes back (and clears that digit), arrows move between boxes, and
 * pasting exactly six digits (or the phone's one-time-code autofill) fills them all.
 */
export function CodeInput({ digits, onChange, labelledBy, describedBy, invalid = false, disabled = false }: CodeInputProps) {
  const { t } = useTranslation();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(VERIFICATION_CODE_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const fillAll = (code: string) => {
    onChange(code.split(''));
    focusBox(VERIFICATION_CODE_LENGTH - 1);
  };

  const onBoxChange = (index: number, raw: string) => {
    const typed = raw.replace(/\D/g, '');
    if (WHOLE_CODE.test(typed)) {
      fillAll(typed);
      return;
    }
    const next = [...digits];
    if (typed === '') {
      next[index] = '';
      onChange(next);
      return;
    }
    next[index] = newestDigit(typed, digits[index] ?? '');
    onChange(next);
    if (index < VERIFICATION_CODE_LENGTH - 1) focusBox(index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < VERIFICATION_CODE_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').replace(/\s/g, '');
    if (WHOLE_CODE.test(pasted)) fillAll(pasted);
  };

  return (
    <div className={invalid ? 'code-input is-invalid' : 'code-input'} role="group" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="code-input__box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('account.verifyCode.digit', { position: index + 1, total: VERIFICATION_CODE_LENGTH })}
          aria-invalid={invalid || undefined}
          value={digit}
          disabled={disabled}
          onChange={(event) => onBoxChange(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
