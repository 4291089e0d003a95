import { venueBodySchema } from '@alliance/shared/venues';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { useLocation } from 'wouter';
import { TitleDialog } from '../../components/TitleDialog.tsx';
import { useCreateVenue } from './venuesApi.ts';

/** A new venue, from its name (`venueBodySchema`); then its editor, to add the rest and the photos. */
export function CreateVenueDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('venues');
  const [, navigate] = useLocation();
  const create = useCreateVenue();
  return (
    <TitleDialog
      title={t('create.title')}
      intro={<p>{t('create.intro')}</p>}
      field="name"
      label={t('fields.name')}
      initial=""
      schema={venueBodySchema}
      submitLabel={t('create.submit')}
      save={async ({ name }) => navigate(`/venues/${(await create.mutateAsync({ name })).venue.id}`)}
      onClose={onClose}
    />
  );
}
