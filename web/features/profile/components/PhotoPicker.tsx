import { Camera } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_IMAGE_MAX_BYTES } from '../../../../contract/profile.ts';
import { currentLocale } from '../../../i18n/language.ts';
import { localize } from '../../../i18n/texts.ts';
import { Avatar } from './Avatar.tsx';
import { errorClass } from './fields.ts';

const MAX_MB = PROFILE_IMAGE_MAX_BYTES / (1024 * 1024);

/** The photo with a "Change photo" control; the picked file shows at once as a preview. */
export function PhotoPicker({
  current,
  preview,
  name,
  error,
  disabled,
  onPick,
}: {
  current: string | null;
  preview: string | null;
  name: string | null;
  error: string | null;
  disabled: boolean;
  onPick: (file: File | undefined) => void;
}) {
  const { t } = useTranslation('account');
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <div className="flex items-center gap-4">
      <Avatar src={preview ?? current} name={name} size="lg" />
      <div className="min-w-0">
        <label
          htmlFor={inputId}
          className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-line bg-paper px-4 py-2 text-sm font-semibold text-ink transition-colors hover:border-accent hover:text-accent has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent"
        >
          <Camera className="size-4" aria-hidden="true" />
          {current || preview ? t('profile.details.changePhoto') : t('profile.details.addPhoto')}
          <input
            id={inputId}
            type="file"
            accept="image/*"
            disabled={disabled}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
            className="sr-only"
            onChange={(event) => {
              onPick(event.target.files?.[0]);
              // Picking the same file again after a refusal should still be noticed.
              event.target.value = '';
            }}
          />
        </label>
        <p id={hintId} className="mt-1.5 text-xs text-ink-soft">
          {preview ? `${t('profile.details.newPhoto')} ` : ''}
          {t('profile.details.photoSize', { size: MAX_MB.toLocaleString(currentLocale()) })}
        </p>
        {error ? (
          <p id={errorId} role="alert" className={errorClass}>
            {localize(error, 'account:profile.messages')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
