import {
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useRef,
} from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '../../../../contract/auth.ts';

/** Six empty boxes. */
export function emptyOtp(): string[] {
  return Array.from({ length: OTP_LENGTH }, () => '');
}

/** The code the boxes hold, e.g. '123456' (empty boxes add nothing). */
export function otpCode(digits: readonly string[]): string {
  return digits.join('');
}

export function isOtpComplete(digits: readonly string[]): boolean {
  return digits.length === OTP_LENGTH && digits.every((digit) => /^\d$/.test(digit));
}

interface OtpBoxesProps {
  value: readonly string[];
  onChange: (digits: string[]) => void;
  /** Names the group for assistive technology, e.g. 'Verification code'. */
  label: string;
  disabled?: boolean;
  /** Id of the error text; marks every box invalid while set. */
  errorId?: string | undefined;
  /** Focus the first box on mount (when the boxes appear after a code was sent). */
  focusOnMount?: boolean;
  /**
   * Called with the digits when a typed or pasted digit leaves all six boxes filled: the form submits
   * then, without a press of its button (it ignores the call while a check is already under way).
   */
  onComplete?: ((digits: string[]) => void) | undefined;
}

/**
 * Six single-digit boxes for a one-time code (rules/accounts §5): each box takes one digit and moves on;
 * Backspace clears and steps back; the arrow keys move; pasting digits fills the boxes from the
 * first. The first box offers the browser's one-time-code autofill, which may drop the whole code in
 * it at once: that also spreads over the boxes. The sixth digit hands the code to `onComplete`.
 */
export function OtpBoxes({
  value,
  onChange,
  label,
  disabled,
  errorId,
  focusOnMount,
  onComplete,
}: OtpBoxesProps) {
  const { t } = useTranslation('auth');
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length: OTP_LENGTH }, (_, index) => value[index] ?? '');

  const focusBox = useCallback((index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, OTP_LENGTH - 1))];
    box?.focus();
    box?.select();
  }, []);

  useEffect(() => {
    if (focusOnMount) focusBox(0);
  }, [focusOnMount, focusBox]);

  // The boxes are disabled while a code is checked, which takes the focus away (or leaves it on a
  // disabled box, depending on the browser). When they come back (a wrong code) and nothing else has
  // the focus, the first box takes it, so the shopper can type the code again straight away.
  const wasDisabled = useRef(disabled);
  useEffect(() => {
    const active = document.activeElement;
    const idle = active === null || active === document.body || boxes.current.some((box) => box === active);
    if (wasDisabled.current && !disabled && idle) focusBox(0);
    wasDisabled.current = disabled;
  }, [disabled, focusBox]);

  /** Every digit typed or pasted ends here; a code made complete by it is handed on. */
  function change(next: string[]) {
    onChange(next);
    if (onComplete && isOtpComplete(next)) onComplete(next);
  }

  function setDigit(index: number, digit: string) {
    const next = [...digits];
    next[index] = digit;
    change(next);
  }

  /** Writes `incoming` from box `start` on and focuses the box after the last one written. */
  function fillFrom(start: number, incoming: string, clearRest: boolean) {
    const next = clearRest ? [...digits.slice(0, start), ...emptyOtp().slice(start)] : [...digits];
    let index = start;
    for (const digit of incoming) {
      if (index >= OTP_LENGTH) break;
      next[index] = digit;
      index += 1;
    }
    change(next);
    focusBox(index);
  }

  function handleChange(index: number, event: ChangeEvent<HTMLInputElement>) {
    const raw = event.target.value;
    if (raw === '') {
      setDigit(index, '');
      return;
    }
    let incoming = raw.replace(/\D/g, '');
    if (incoming === '') return;
    // Typing into a filled box without selecting it gives the old digit plus the new one.
    const old = digits[index];
    if (old && incoming.length === 2 && incoming.includes(old)) {
      incoming = incoming[0] === old ? incoming.slice(1) : incoming.slice(0, 1);
    }
    if (incoming.length === 1) {
      setDigit(index, incoming);
      if (index < OTP_LENGTH - 1) focusBox(index + 1);
      return;
    }
    fillFrom(index, incoming, false);
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    switch (event.key) {
      case 'Backspace':
        event.preventDefault();
        if (digits[index]) setDigit(index, '');
        else if (index > 0) {
          setDigit(index - 1, '');
          focusBox(index - 1);
        }
        return;
      case 'Delete':
        event.preventDefault();
        setDigit(index, '');
        return;
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        return;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(index + 1);
        return;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        return;
      case 'End':
        event.preventDefault();
        focusBox(OTP_LENGTH - 1);
        return;
      default:
        // A digit key replaces the box and moves on even when it repeats the digit already there
        // (the input would not change, so no change event would come).
        if (/^\d$/.test(event.key)) {
          event.preventDefault();
          setDigit(index, event.key);
          if (index < OTP_LENGTH - 1) focusBox(index + 1);
        }
    }
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    if (pasted === '') return;
    fillFrom(0, pasted, true);
  }

  return (
    <fieldset className="min-w-0" aria-describedby={errorId}>
      <legend className="sr-only">{label}</legend>
      <div className="grid grid-cols-6 gap-1.5 sm:gap-2.5">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            type="text"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={t('fields.digit', { n: index + 1, total: OTP_LENGTH })}
            aria-invalid={errorId ? true : undefined}
            aria-describedby={errorId}
            disabled={disabled}
            value={digit}
            onChange={(event) => handleChange(index, event)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={handlePaste}
            onFocus={(event) => event.target.select()}
            className={`h-12 w-full min-w-0 rounded-xl border-2 bg-paper text-center font-display text-xl font-bold text-ink caret-accent transition-colors focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent disabled:cursor-not-allowed disabled:bg-cream disabled:text-ink-soft sm:h-14 sm:text-2xl ${
              errorId
                ? 'border-danger'
                : digit
                  ? 'border-accent/60 bg-accent-soft/40'
                  : 'border-line focus:border-accent'
            }`}
          />
        ))}
      </div>
    </fieldset>
  );
}
