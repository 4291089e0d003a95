import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { useState } from 'react';
import { Field, type FieldProps } from './Field.tsx';

/** A password with the show/hide toggle (spec §2). */
export function PasswordField(props: Omit<FieldProps, 'type' | 'addon'>) {
  const { t } = useTranslation('admin');
  const [shown, setShown] = useState(false);
  return (
    <Field
      {...props}
      type={shown ? 'text' : 'password'}
      addon={
        <button type="button" className="toggle-password" onClick={() => setShown((s) => !s)}>
          {shown ? t('password.hide') : t('password.show')}
        </button>
      }
    />
  );
}
