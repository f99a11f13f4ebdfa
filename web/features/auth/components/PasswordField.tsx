import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './TextField.tsx';

/** A password input with a show/hide button (a real toggle button, announced as pressed or not). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'suffix'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          aria-pressed={visible}
          aria-label={t('fields.showPassword')}
          onClick={() => setVisible((shown) => !shown)}
          className="grid size-9 place-items-center rounded-xl text-ink-soft hover:bg-accent-soft hover:text-accent"
        >
          {visible ? (
            <EyeOff className="size-5" aria-hidden="true" />
          ) : (
            <Eye className="size-5" aria-hidden="true" />
          )}
        </button>
      }
    />
  );
}
