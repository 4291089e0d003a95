import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { Loading } from '../../layout/Loading.tsx';
import { errorText } from '../../lib/errors.ts';
import { useMe } from '../../lib/me.ts';
import { InstagramConnect } from '../instagram/InstagramConnect.tsx';
import { AddressForm } from './AddressForm.tsx';
import { CompanyForm } from './CompanyForm.tsx';
import { useCompany } from './companyApi.ts';
import { DetailsForm } from './DetailsForm.tsx';
import { ExperiencesForm } from './ExperiencesForm.tsx';
import { ServicesForm } from './ServicesForm.tsx';
import { SocialNetworksForm } from './SocialNetworksForm.tsx';

/** `/profile`: every part of the company profile, each saved on its own, and the Instagram link. */
export function ProfilePage() {
  const { t } = useTranslation('company');
  const company = useCompany();
  const me = useMe().data;
  const sections = [
    { id: 'company', title: t('onboarding.steps.company'), form: CompanyForm },
    { id: 'services', title: t('onboarding.steps.services'), form: ServicesForm },
    { id: 'details', title: t('onboarding.steps.details'), form: DetailsForm },
    { id: 'address', title: t('onboarding.steps.address'), form: AddressForm },
    { id: 'links', title: t('profile.links'), form: SocialNetworksForm },
    { id: 'experiences', title: t('profile.experiences'), form: ExperiencesForm },
  ];
  return (
    <section className="page">
      <h1>{t('profile.title')}</h1>
      {me?.provider.published && (
        <p>
          <a href={me.provider.profileUrl} target="_blank" rel="noopener">
            {t('profile.view')}
          </a>
        </p>
      )}
      {company.isError && (
        <p role="alert" className="form-message error">
          {errorText(company.error, t)}
        </p>
      )}
      {!company.data
        ? !company.isError && <Loading />
        : sections.map(({ id, title, form: Form }) => (
            <section key={id} className="card" aria-labelledby={`profile-${id}`}>
              <h2 id={`profile-${id}`}>{title}</h2>
              <Form profile={company.data} />
            </section>
          ))}
      <section className="card" aria-labelledby="profile-instagram">
        <h2 id="profile-instagram">Instagram</h2>
        <InstagramConnect />
      </section>
    </section>
  );
}
