import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { FormMessage } from './Field.tsx';

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

/** The end of a form that saves: its status (SaveStatus), then its one submit button, busy while it saves. */
export function SaveBar({
  failure,
  saved,
  busy,
  label,
}: {
  failure: string | null;
  saved: boolean;
  busy: boolean;
  /** 'Enregistrer' unless told ('Continuer' in the onboarding). */
  label?: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <SaveStatus failure={failure} saved={saved} />
      <div className="actions">
        <button type="submit" className="primary" disabled={busy}>
          {label ?? t('save')}
        </button>
      </div>
    </>
  );
}
