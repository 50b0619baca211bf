import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@placement/ui';
import { NOTIFICATION_CHOICE, SET_NOTIFICATIONS } from '../api/MY_ACCOUNT';

/** The user's own choice of an e-mail whenever an employee of the company changes stage (kept by the server). */
export function StageChangeNotifications() {
  const { t } = useTranslation();
  const toast = useToast();
  const { data } = useQuery(NOTIFICATION_CHOICE);
  const [setNotifications, { loading }] = useMutation(SET_NOTIFICATIONS);
  // The box shows the new choice at once; the server's answer confirms it, or an error puts it back.
  const [choosing, setChoosing] = useState<boolean | null>(null);
  const enabled = choosing ?? data?.me.notifyStageChanges ?? false;
  return (
    <label style={{ display: 'flex', gap: 12, alignItems: 'center', marginBlock: 12 }}>
      <input
        type="checkbox"
        checked={enabled}
        disabled={!data || loading}
        onChange={(event) => {
          const next = event.target.checked;
          setChoosing(next);
          setNotifications({ variables: { enabled: next } })
            .then(() =>
              toast(
                'success',
                next ? t('admin.settings.notificationsOn') : t('admin.settings.notificationsOff'),
              ),
            )
            .catch((error: Error) => toast('error', error.message))
            .finally(() => setChoosing(null));
        }}
      />
      {t('admin.settings.notifications')}
    </label>
  );
}
