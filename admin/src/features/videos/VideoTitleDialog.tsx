import { type ProviderVideo, updateVideoBodySchema } from '@alliance/shared/videos';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import type { GridEditor } from '../../components/SortableGrid.tsx';
import { TitleDialog } from '../../components/TitleDialog.tsx';
import { useUpdateVideo } from './videosApi.ts';

/** The grid's edit dialog on one video (its `number` names it). */
type VideoTitleDialogProps = Omit<GridEditor<ProviderVideo>, 'item'> & { video: ProviderVideo };

/** A video's title (`updateVideoBodySchema`: empty clears it). */
export function VideoTitleDialog({ video, number, onClose, onSaved, returnFocusTo }: VideoTitleDialogProps) {
  const { t } = useTranslation('videos');
  const update = useUpdateVideo(video.id);
  return (
    <TitleDialog
      title={t('rename.title', { number })}
      field="title"
      label={t('fields.title')}
      hint={t('fields.titleHint')}
      initial={video.title ?? ''}
      schema={updateVideoBodySchema}
      submitLabel={t('admin:save')}
      save={async (body) => {
        await update.mutateAsync(body);
        onSaved();
      }}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    />
  );
}
