import { settingsForCompany } from '@placement/domain';
import { cvFactSheet } from '@placement/cv-templates';
import { Button, Modal } from '@placement/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePreferences } from '../../../app/preferences/PreferencesProvider';
import type { SharedCvResult } from '../api/cvOperations';
import { CvOnScreen } from './CvOnScreen';
import { useCvPhotos, type PhotoSource } from './photoUrls';

const Sheet = styled.article`
  display: flex;
  flex-direction: column;
  gap: 14px;
  font-size: 16px;
  line-height: 1.45;
  header {
    display: flex;
    align-items: center;
    gap: 12px;
  }
  h2 {
    margin: 0;
    font-size: 20px;
  }
  h3 {
    margin: 0 0 6px;
    font-size: 16px;
    color: ${({ theme }) => theme.colors.accent};
  }
  section {
    padding: 10px 12px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius}px;
  }
  dl {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.2fr);
    gap: 4px 12px;
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    text-align: start;
    padding: 4px 6px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  p {
    margin: 0;
  }
`;

const PhotoButton = styled.button`
  flex: none;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  cursor: zoom-in;
  overflow: hidden;
  img {
    display: block;
    object-fit: cover;
  }
`;

const Photos = styled.div`
  display: flex;
  gap: 12px;
  flex-wrap: wrap;
`;

const Enlarged = styled.img`
  display: block;
  max-width: 100%;
  max-height: 75vh;
  margin: 0 auto;
  object-fit: contain;
`;

type Photo = { url: string; label: string };

/**
 * A shared CV on a phone (spec 02 §2.2, the separate mobile view): the facts the printed CV holds as text at
 * phone size in the reader's language, each photo tappable to see it enlarged, and the printed page one tap
 * away. The A4 page scaled to a phone's width set its labels 6-7 px high.
 */
export function MobileCv({ employee, source }: { employee: SharedCvResult; source: PhotoSource }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const [printed, setPrinted] = useState(false);
  const [enlarged, setEnlarged] = useState<Photo | null>(null);
  const photos = useCvPhotos(employee, source);
  const sheet = useMemo(
    () =>
      cvFactSheet(
        { employee, agency: employee.owner, settings: settingsForCompany(employee.owner) },
        language === 'ar' ? 'ar' : 'en',
      ),
    [employee, language],
  );
  if (printed)
    return (
      <>
        <Button type="button" $variant="outlined" onClick={() => setPrinted(false)}>
          {t('cvs.showFacts')}
        </Button>
        <CvOnScreen employee={employee} source={source} />
      </>
    );

  const photo = (url: string | null | undefined, label: string, width: number, height: number) =>
    url ? (
      <PhotoButton
        type="button"
        aria-label={t('cvs.enlargePhoto', { what: label })}
        onClick={() => setEnlarged({ url, label })}
      >
        <img src={url} alt={label} width={width} height={height} />
      </PhotoButton>
    ) : null;

  return (
    <Sheet data-testid="cv-facts" aria-label={t('cvs.cvFacts')} lang={sheet.lang}>
      <header>
        {photo(photos?.facePhoto, t('cvs.facePhoto'), 96, 96)}
        <div>
          {sheet.name && <h2>{sheet.name}</h2>}
          <p>{sheet.profession}</p>
        </div>
      </header>
      <Button type="button" $variant="outlined" onClick={() => setPrinted(true)}>
        {t('cvs.showPrintedPage')}
      </Button>
      {sheet.sections.map((section) => (
        <section key={section.title}>
          <h3>{section.title}</h3>
          <dl>
            {section.facts.map((fact) => (
              <Fact key={fact.label} label={fact.label} value={fact.value} />
            ))}
          </dl>
        </section>
      ))}
      <section>
        <h3>{sheet.experience.title}</h3>
        {sheet.experience.rows.length === 0 ? (
          <p>{sheet.experience.none}</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th>{sheet.experience.columns.country}</th>
                <th>{sheet.experience.columns.profession}</th>
                <th>{sheet.experience.columns.period}</th>
              </tr>
            </thead>
            <tbody>
              {sheet.experience.rows.map((row, index) => (
                <tr key={index}>
                  <td>{row.country}</td>
                  <td>{row.profession}</td>
                  <td>{row.period}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section>
        <h3>{sheet.skills.title}</h3>
        <dl>
          {sheet.skills.rows.map((skill) => (
            <Fact
              key={skill.label}
              label={skill.label}
              value={skill.has ? sheet.skills.yes : sheet.skills.no}
            />
          ))}
        </dl>
      </section>
      <section>
        <h3>{sheet.languages.title}</h3>
        <dl>
          {sheet.languages.rows.map((row) => (
            <Fact key={row.label} label={row.label} value={row.level} />
          ))}
        </dl>
      </section>
      <section>
        <h3>{sheet.remarks.title}</h3>
        <p>{sheet.remarks.text}</p>
      </section>
      {(photos?.standPhoto || photos?.passportScan) && (
        <Photos>
          {photo(photos.standPhoto, t('cvs.standPhoto'), 120, 240)}
          {photo(photos.passportScan, t('cvs.passportScan'), 170, 170)}
        </Photos>
      )}
      <section>
        <h3>{sheet.contact.title}</h3>
        {sheet.contact.agency && <p>{sheet.contact.agency}</p>}
        {sheet.contact.phones.map((phone) => (
          <p key={phone}>
            <bdi>{phone}</bdi>
          </p>
        ))}
        {sheet.contact.address && <p>{sheet.contact.address}</p>}
      </section>
      <Modal open={Boolean(enlarged)} title={enlarged?.label ?? ''} onClose={() => setEnlarged(null)}>
        {enlarged && <Enlarged src={enlarged.url} alt={enlarged.label} />}
      </Modal>
    </Sheet>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
