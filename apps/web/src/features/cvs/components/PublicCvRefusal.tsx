import { formatNumber } from '@placement/domain';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../app/preferences/PreferencesProvider';
import { publicRefusal } from './publicRefusal';

/**
 * What a visitor of a public CV page sees when the API gave no CVs: after too many wrong links or passwords
 * from the address, how long to wait (the limit covers valid links too, so "No CV Found" would mislead);
 * otherwise the spec's 'No CV Found', the same for an unknown, revoked or expired link.
 */
export function PublicCvRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const refusal = publicRefusal(error);
  if (refusal?.kind === 'wait')
    return <p role="alert">{t('cvs.tooManyTries', { minutes: formatNumber(refusal.minutes, language) })}</p>;
  return <h2>{t('cvs.noCv')}</h2>;
}
