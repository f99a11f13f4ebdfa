import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from '../hooks/use-countdown.ts';

interface ResendButtonProps {
  label: string;
  secondsLeft: number;
  busy?: boolean;
  disabled?: boolean;
  onResend: () => void;
}

/**
 * 'Resend' with its lock: disabled while the countdown runs, the time left shown beside the label
 * (tabular figures, so the button does not jiggle as the seconds change).
 */
export function ResendButton({ label, secondsLeft, busy, disabled, onResend }: ResendButtonProps) {
  const { t } = useTranslation('auth');
  const locked = secondsLeft > 0;
  return (
    <button
      type="button"
      onClick={onResend}
      disabled={locked || busy || disabled}
      className="inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-accent tabular-nums transition-colors hover:bg-accent-soft disabled:cursor-not-allowed disabled:text-ink-soft disabled:hover:bg-transparent"
    >
      <RotateCw
        className={`size-4 ${busy ? 'animate-spin motion-reduce:animate-none' : ''}`}
        aria-hidden="true"
      />
      {busy
        ? t('fields.sending')
        : locked
          ? t('fields.resendIn', { label, time: formatCountdown(secondsLeft) })
          : label}
    </button>
  );
}
