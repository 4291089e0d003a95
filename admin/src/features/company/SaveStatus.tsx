import { useTranslation } from '../../../../widget/src/i18n/react.tsx';
import { FormMessage } from '../../components/Field.tsx';

/** Under a profile form: its failure, or that it was saved. */
export function SaveStatus({ failure, saved }: { failure: string | null; saved: boolean }) {
  const { t } = useTranslation('admin');
  if (failure) return <FormMessage text={failure} />;
  return <div role="status">{saved && <p className="form-message success">{t('saved')}</p>}</div>;
}

export interface StepFormProps {
  /** After a successful save (the onboarding moves to its next step). */
  onSaved?(): void;
  /** The submit button's text ('Enregistrer' on the profile page, 'Continuer' in the onboarding). */
  submitLabel?: string;
}
