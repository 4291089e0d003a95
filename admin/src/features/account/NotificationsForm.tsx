import { notificationSettingsResponseSchema } from '@alliance/shared/leads';
import type { ProviderUser } from '@alliance/shared/provider-accounts';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { FormMessage } from '../../components/Field.tsx';
import { SaveStatus } from '../../components/SaveStatus.tsx';
import { useAdmin } from '../../lib/context.tsx';
import { errorText } from '../../lib/errors.ts';

/**
 * "An SMS for each new lead", saved as soon as it is ticked. SMS go only to a verified phone:
 * until then the box is disabled, with the reason. Read again when the phone's state changes
 * (the phone form above verifies it).
 */
export function NotificationsForm({ user }: { user: ProviderUser }) {
  const { t } = useTranslation('settings');
  const { api } = useAdmin();
  const queryClient = useQueryClient();
  const id = useId();
  const key = ['account', 'notifications', user.phone, user.phoneVerified];
  const settings = useQuery({
    queryKey: key,
    queryFn: () => api.authed('app', 'get', 'api/account/notifications', notificationSettingsResponseSchema),
  });
  const save = useMutation({
    mutationFn: (smsOnNewLead: boolean) =>
      api.authed('app', 'post', 'api/account/notifications', notificationSettingsResponseSchema, { smsOnNewLead }),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });

  if (settings.isError) return <FormMessage text={errorText(settings.error, t)} />;
  if (!settings.data) return null;
  const blocked = !settings.data.phoneVerified;
  const checked = save.isPending ? (save.variables ?? false) : settings.data.smsOnNewLead;
  return (
    <div>
      <div className="field checkbox">
        <input
          id={id}
          type="checkbox"
          checked={checked && !blocked}
          disabled={blocked || save.isPending}
          aria-describedby={`${id}-hint`}
          onChange={(event) => save.mutate(event.target.checked)}
        />
        <label htmlFor={id}>{t('notifications.sms')}</label>
      </div>
      <p id={`${id}-hint`} className="hint">
        {blocked ? t('notifications.phoneNeeded') : t('notifications.smsHint')}
      </p>
      <SaveStatus failure={save.isError ? errorText(save.error, t) : null} saved={save.isSuccess} />
    </div>
  );
}
