import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MrzPassport } from '@placement/domain';
import { useEnumLabel } from '../../../app/i18n/useEnumLabel';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 16px;
  margin: 12px 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    unicode-bidi: isolate;
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.warning};
`;

/**
 * What a verified MRZ will fill, shown before the clerk fills the form with it. The check digits vouch for the
 * passport number and the dates; nothing vouches for the names, so the clerk is asked to compare them.
 */
export function MrzPreview({ passport }: { passport: MrzPassport }) {
  const { t } = useTranslation();
  const label = useEnumLabel();
  const rows: Array<[string, string]> = [
    [t('employee.fields.surName'), passport.surName],
    [t('employee.fields.givenName'), passport.givenName],
    [t('employee.fields.passportNumber'), passport.passportNumber],
    [
      t('employee.fields.nationality'),
      passport.nationality ? label('nationality', passport.nationality) : passport.nationalityCode,
    ],
    [t('employee.fields.dateOfBirth'), passport.dateOfBirth],
    [t('employee.fields.sex'), passport.sex ? label('sex', passport.sex) : ''],
    [t('employee.fields.passportExpiryDate'), passport.passportExpiryDate],
  ];
  return (
    <section aria-label={t('employee.paste.willFill')}>
      <strong>{t('employee.paste.willFill')}</strong>
      <List>
        {rows.map(([name, value]) => (
          <div key={name} style={{ display: 'contents' }}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </List>
      {!passport.nationality && (
        // A code the list does not hold (UTO is the ICAO test state) fills no nationality: the form keeps its own.
        <Note role="note">
          {t('employee.paste.nationalityUnknown', { code: passport.nationalityCode || '—' })}
        </Note>
      )}
      <Note>{t('employee.paste.namesUnchecked')}</Note>
    </section>
  );
}
