import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { Link, useLocation, useSearch } from 'wouter';
import { Loading } from '../../layout/Loading.tsx';
import { errorText } from '../../lib/errors.ts';
import { useMe } from '../../lib/me.ts';
import { AddressForm } from '../company/AddressForm.tsx';
import { CompanyForm } from '../company/CompanyForm.tsx';
import { useCompany } from '../company/companyApi.ts';
import { DetailsForm } from '../company/DetailsForm.tsx';
import { ServicesForm } from '../company/ServicesForm.tsx';
import { FinishStep } from './FinishStep.tsx';
import { PhotoStep } from './PhotoStep.tsx';
import { STEPS, type Step, stepHref } from './steps.ts';

/**
 * `/onboarding`: the wizard that publishes a new provider: company (name, SIRET) → services and
 * event types → portrait and languages → address → photos (skippable) → finish. Each step saves its
 * part of the profile (the same forms as the profile page, the same uploads as the media page) and
 * leads to the next; `?step=` names the step.
 */
export function OnboardingPage() {
  const { t } = useTranslation('company');
  const [, navigate] = useLocation();
  const asked = new URLSearchParams(useSearch()).get('step');
  const step: Step = STEPS.find((s) => s === asked) ?? 'company';
  const index = STEPS.indexOf(step);
  const company = useCompany();
  const next = () => navigate(stepHref(STEPS[index + 1] ?? 'finish'));
  const continueLabel = t('onboarding.continue');
  // Once published, the last step no longer asks to publish (the profile is already online).
  const published = useMe().data?.provider.published === true;
  const intro = step === 'finish' && published ? 'onboarding.intro.published' : `onboarding.intro.${step}`;

  return (
    <section className="page">
      <h1>{t('onboarding.title', { step: index + 1, count: STEPS.length, name: t(`onboarding.steps.${step}`) })}</h1>
      <ol className="steps" aria-label={t('onboarding.progress')}>
        {STEPS.map((s, i) => (
          <li key={s} aria-current={s === step ? 'step' : undefined}>
            {i < index ? <Link href={stepHref(s)}>{t(`onboarding.steps.${s}`)}</Link> : t(`onboarding.steps.${s}`)}
          </li>
        ))}
      </ol>
      <p className="muted">{t(intro)}</p>
      {company.isError && (
        <p role="alert" className="form-message error">
          {errorText(company.error, t)}
        </p>
      )}
      {!company.data ? (
        !company.isError && <Loading />
      ) : step === 'photos' ? (
        <PhotoStep onNext={next} />
      ) : (
        <div className="card" key={step}>
          {step === 'company' && <CompanyForm profile={company.data} onSaved={next} submitLabel={continueLabel} />}
          {step === 'services' && <ServicesForm profile={company.data} onSaved={next} submitLabel={continueLabel} />}
          {step === 'details' && <DetailsForm profile={company.data} onSaved={next} submitLabel={continueLabel} />}
          {step === 'address' && <AddressForm profile={company.data} onSaved={next} submitLabel={continueLabel} />}
          {step === 'finish' && <FinishStep />}
        </div>
      )}
      {index > 0 && (
        <p>
          <Link href={stepHref(STEPS[index - 1] ?? 'company')}>{t('onboarding.back')}</Link>
        </p>
      )}
    </section>
  );
}
