import type { ONBOARDING_REQUIREMENTS } from '@alliance/shared/company';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useAdmin } from '../../lib/context.tsx';
import { errorText, fieldErrorsOf } from '../../lib/errors.ts';
import { meKey, useMe } from '../../lib/me.ts';
import { finishOnboarding } from '../company/companyApi.ts';
import { creditsKey } from '../leads/leadsApi.ts';
import type { Step } from './steps.ts';

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

/** The last step: publishes the profile, or lists what is missing with a link to its step; once published, what to do next. */
export function FinishStep() {
  const { t } = useTranslation('company');
  const { api } = useAdmin();
  const queryClient = useQueryClient();
  const me = useMe().data;
  const finish = useMutation({
    mutationFn: () => finishOnboarding(api),
    // Publishing changes more than `me`: the welcome credits land in the ledger. Every page that
    // said "not published" or showed the old balance reads again.
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: meKey }), queryClient.invalidateQueries({ queryKey: creditsKey })]),
  });
  const missing = fieldErrorsOf(finish.error);

  // Published (just now, or on an earlier visit): nothing left to publish, the next steps instead.
  if (finish.isSuccess || me?.provider.published) {
    return (
      <div role="status">
        <h2>{t('finish.doneTitle')}</h2>
        <p>{t('finish.done')}</p>
        <p>{t('finish.next')}</p>
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
