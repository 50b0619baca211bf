import { CvCard, type CvCardAction } from '@placement/ui';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../../../app/i18n/useEnumLabel';
import { usePreferences } from '../../../app/preferences/PreferencesProvider';
import { cvCardFacts, type CardCandidate } from './cvCardFacts';
import { useCvPhotos, type PhotoSource } from './photoUrls';

export type ListedCandidate = CardCandidate & {
  givenName?: string | null;
  facePhoto?: string | null;
};

/**
 * One CV card of a list (spec 02 §2.1) in the user's language: face photo from where the list came from, the
 * spec's facts (premium cards add religion and marital status) and the card's menu.
 */
export function CvListCard({
  employee,
  source,
  premium,
  selected = false,
  actions,
  onOpen,
}: {
  employee: ListedCandidate;
  source: PhotoSource;
  premium: boolean;
  selected?: boolean;
  actions: CvCardAction[];
  /** Opens the CV detail: a click on the card does what its View Detail does (spec 02 §2.1). */
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const label = useEnumLabel();
  const withPhoto = useCvPhotos(employee, source);
  const words = {
    passport: t('cvs.passport'),
    agent: t('cvs.agent'),
    noAgent: t('cvs.noAgent'),
    age: t('cvs.age'),
    salary: t('cvs.salary'),
    arabic: t('cvs.arabic'),
    english: t('cvs.english'),
    religion: t('cvs.religion'),
    maritalStatus: t('cvs.maritalStatus'),
    experience: t('cvs.experience'),
  };
  return (
    <CvCard
      givenName={employee.givenName ?? ''}
      photo={withPhoto?.facePhoto ?? undefined}
      selected={selected}
      facts={cvCardFacts(employee, { lang: language, words, label, premium })}
      actions={actions}
      onOpen={onOpen}
    />
  );
}
