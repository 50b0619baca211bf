import type { Cv } from '../CvContext';
import type { CvLayout } from '../CvLayout';
import { CvPhoto } from '../blocks/CvPhoto';
import { CvSheet } from '../blocks/CvSheet';
import { ExperienceTable } from '../blocks/ExperienceTable';
import { FactList } from '../blocks/FactList';
import { HeaderBanner } from '../blocks/HeaderBanner';
import { nameSize } from '../blocks/NameBlock';
import { LanguageGrid } from '../blocks/LanguageGrid';
import { QrBlock } from '../blocks/QrBlock';
import { RemarksRow } from '../blocks/RemarksRow';
import { SectionTitle } from '../blocks/SectionTitle';
import { SkillsGrid } from '../blocks/SkillsGrid';
import {
  ageText,
  amharicName,
  candidateName,
  measureFacts,
  passportFacts,
  personalFacts,
  referenceFacts,
  workFacts,
} from '../cvFacts';
import { cvValue } from '../text/cvValues';
import { column, headFill, row } from '../style/cvStyle';

// entrance: a grand header image, a strip of big key-fact tiles, then the tall stand photo beside pill rows.
function KeyTiles({ cv }: { cv: Cv }) {
  const { s } = cv;
  const data = cv.employee.additionalData;
  const tiles = [
    { label: cv.t('age'), value: ageText(cv) },
    {
      label: cv.t('nationality'),
      value: cvValue('nationality', data?.nationality, cv.lang, cv.employee.sex),
    },
    { label: cv.t('religion'), value: cvValue('religion', data?.religion, cv.lang, cv.employee.sex) },
    {
      label: cv.t('maritalStatus'),
      value: cvValue('maritalStatus', data?.maritalStatus, cv.lang, cv.employee.sex),
    },
    {
      label: cv.t('appliedProfession'),
      value: cvValue('profession', data?.appliedProfession, cv.lang, cv.employee.sex),
    },
  ];
  return (
    <div style={row(cv.rtl, { gap: 12 })}>
      {tiles.map((tile) => (
        <div
          key={tile.label}
          style={column({
            flexGrow: 1,
            flexBasis: 0,
            alignItems: 'center',
            justifyContent: 'center',
            gap: 4,
            padding: '14px 8px',
            borderRadius: Math.min(s.borderRadius, 14),
            ...headFill(s),
            ...(s.headerShadow !== 'none' ? { boxShadow: s.headerShadow } : {}),
          })}
        >
          <div
            style={{
              display: 'flex',
              ...cv.text,
              textAlign: 'center',
              fontSize: s.labelFontSize - 2,
              color: s.headFontColor,
              opacity: 0.85,
              textTransform: s.textTransform,
            }}
          >
            {tile.label}
          </div>
          <div
            style={{
              display: 'flex',
              ...cv.text,
              textAlign: 'center',
              fontSize: s.valueFontSize + 6,
              fontWeight: 900,
              color: s.headFontColor,
            }}
          >
            {tile.value}
          </div>
        </div>
      ))}
    </div>
  );
}

function PersonalPage({ cv }: { cv: Cv }) {
  const { s } = cv;
  return (
    <CvSheet cv={cv}>
      <HeaderBanner cv={cv} height={150} />
      <div style={column({ padding: '18px 40px', gap: Math.max(8, s.spacing * 2) })}>
        <div style={row(cv.rtl, { alignItems: 'baseline', gap: 24 })}>
          <div
            style={{
              display: 'flex',
              ...cv.text,
              fontSize: nameSize(candidateName(cv), 38),
              fontWeight: 900,
              color: s.headBgColor,
              textTransform: s.textTransform,
            }}
          >
            {candidateName(cv)}
          </div>
          <div style={{ display: 'flex', ...cv.text, fontSize: 24, color: s.valueFontColor }}>
            {amharicName(cv)}
          </div>
        </div>
        <KeyTiles cv={cv} />
        <div style={row(cv.rtl, { gap: 24 })}>
          <div style={column({ width: 360, gap: 14 })}>
            <CvPhoto cv={cv} kind="face" width={360} height={230} />
            <CvPhoto cv={cv} kind="stand" width={360} height={380} />
            <FactList cv={cv} look="pill" facts={measureFacts(cv)} labelShare={0.5} />
          </div>
          <div style={column({ flexGrow: 1, flexBasis: 0, gap: 8 })}>
            <FactList cv={cv} look="pill" facts={referenceFacts(cv)} labelShare={0.36} />
            <SectionTitle cv={cv} look="chip" text={cv.t('passportDetails')} />
            <FactList cv={cv} look="pill" facts={passportFacts(cv)} labelShare={0.42} />
            <SectionTitle cv={cv} look="chip" text={cv.t('personalDetails')} />
            <FactList cv={cv} look="pill" facts={personalFacts(cv)} labelShare={0.42} />
            <SectionTitle cv={cv} look="chip" text={cv.t('workInformation')} />
            <FactList cv={cv} look="pill" facts={workFacts(cv)} labelShare={0.42} />
          </div>
        </div>
        <div style={row(cv.rtl, { gap: 24 })}>
          <div style={column({ flexGrow: 1, flexBasis: 0, gap: 8 })}>
            <SectionTitle cv={cv} look="chip" text={cv.t('workExperience')} />
            <ExperienceTable cv={cv} rounded />
          </div>
          <div style={column({ width: 430, gap: 8 })}>
            <SectionTitle cv={cv} look="chip" text={cv.t('languages')} />
            <LanguageGrid cv={cv} />
          </div>
        </div>
        <SkillsGrid cv={cv} columns={3} look="tiles" />
        <div style={row(cv.rtl, { gap: 24, alignItems: 'center' })}>
          <div style={column({ flexGrow: 1, flexBasis: 0 })}>
            <RemarksRow cv={cv} rounded />
          </div>
          <QrBlock cv={cv} scale={0.35} />
        </div>
      </div>
    </CvSheet>
  );
}

export const entrance: CvLayout = {
  personalPage: PersonalPage,
  look: 'chip',
};
