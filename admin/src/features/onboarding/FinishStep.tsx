import type { ONBOARDING_REQUIREMENTS } from '@alliance/shared/company';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useTranslation } from '../../../../widget/src/i18n/react.tsx';
import { useAdmin } from '../../lib/context.tsx';
import { errorText, fieldErrorsOf } from '../../lib/errors.ts';
import { meKey, useMe } from '../../lib/me.ts';
import { finishOnboarding } from '../company/companyApi.ts';
import type { Step } from './OnboardingPage.tsx';

type Requirement = (typeof ONBOARDING_REQUIREMENTS)[number];

/** Where each missing piece is filled in. */
const STEP_OF: Record<Requirement, Step | 'account'> = {
  name: 'company',
  siret: 'company',
  services: 'services',
  eventTypes: 'services',
  portrait: 'details',
  address: 'address',
  email: 'account',
};

/** The last step: publishes the profile, or lists what is missing with a link to its step. */
export function FinishStep() {
  const { t } = useTranslation('company');
  const { api } = useAdmin();
  const queryClient = useQueryClient();
  const me = useMe().data;
  const finish = useMutation({
    mutationFn: () => finishOnboarding(api),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKey }),
  });
  const missing = fieldErrorsOf(finish.error);

  if (finish.isSuccess) {
    return (
      <div role="status">
        <h2>{t('finish.doneTitle')}</h2>
        <p>{t('finish.done')}</p>
        {me && (
          <p>
            <a href={me.provider.profileUrl} target="_blank" rel="noopener">
              {t('finish.viewProfile')}
            </a>
          </p>
        )}
        <p>
          <Link href="/">{t('finish.toDashboard')}</Link>
        </p>
      </div>
    );
  }

  return (
    <div>
      <p>{t('finish.intro')}</p>
      {missing ? (
        <div role="alert">
          <p className="form-message error">{t('finish.missing')}</p>
          <ul>
            {Object.entries(missing).map(([field, message]) => {
              const step = STEP_OF[field as Requirement];
              const href = step === 'account' ? '/account' : step ? `/onboarding?step=${step}` : null;
              return (
                <li key={field}>
                  {message}{' '}
                  {href && (
                    <Link href={href}>
                      {t('finish.fix', { step: t(step === 'account' ? 'finish.account' : `onboarding.steps.${step}`) })}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ) : (
        finish.isError && (
          <p role="alert" className="form-message error">
            {errorText(finish.error, t)}
          </p>
        )
      )}
      <div className="actions">
        <button type="button" className="primary" onClick={() => finish.mutate()} disabled={finish.isPending}>
          {t('finish.submit')}
        </button>
      </div>
    </div>
  );
}
