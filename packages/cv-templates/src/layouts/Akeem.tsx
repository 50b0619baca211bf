import type { Cv } from '../CvContext';
import type { CvLayout } from '../CvLayout';
import { CvPhoto } from '../blocks/CvPhoto';
import { CvSheet } from '../blocks/CvSheet';
import { ExperienceTable } from '../blocks/ExperienceTable';
import { FactList } from '../blocks/FactList';
import { HeaderBanner } from '../blocks/HeaderBanner';
import { LanguageGrid } from '../blocks/LanguageGrid';
import { NameBlock } from '../blocks/NameBlock';
import { QrBlock } from '../blocks/QrBlock';
import { RemarksRow } from '../blocks/RemarksRow';
import { SectionTitle } from '../blocks/SectionTitle';
import { SkillsGrid } from '../blocks/SkillsGrid';
import { measureFacts, passportFacts, personalFacts, referenceFacts, workFacts } from '../cvFacts';
import { column, labelFill, row } from '../style/cvStyle';

// akeem: the page leads with the text; a light panel on the far side carries both photos, measures,
// languages and the contact QR. Ribbon headings, rounded pill rows.
function PhotoPanel({ cv }: { cv: Cv }) {
  const { s } = cv;
  return (
    <div style={column({ width: 360, padding: '28px 24px', gap: 18, ...labelFill(s) })}>
      <CvPhoto cv={cv} kind="face" width={312} height={260} />
      <CvPhoto cv={cv} kind="stand" width={312} height={460} />
      <FactList cv={cv} look="pill" facts={measureFacts(cv)} labelShare={0.5} />
      <SectionTitle cv={cv} look="ribbon" text={cv.t('languages')} />
      <LanguageGrid cv={cv} starSize={20} showLevel={false} />
      <div style={{ display: 'flex', flexGrow: 1 }} />
      <QrBlock cv={cv} scale={0.55} stacked />
    </div>
  );
}

function PersonalPage({ cv }: { cv: Cv }) {
  const { s } = cv;
  const gap = Math.max(8, s.spacing * 2);
  return (
    <CvSheet cv={cv}>
      <HeaderBanner cv={cv} height={150} />
      <div style={row(cv.rtl, { flexGrow: 1 })}>
        <div style={column({ flexGrow: 1, flexBasis: 0, padding: '24px 32px', gap })}>
          <NameBlock cv={cv} size={36} colour={s.valueFontColor} accent={s.headBgColor} />
          <FactList cv={cv} look="pill" facts={referenceFacts(cv)} labelShare={0.42} />
          <SectionTitle cv={cv} look="ribbon" text={cv.t('passportDetails')} />
          <FactList cv={cv} look="pill" facts={passportFacts(cv)} labelShare={0.42} />
          <SectionTitle cv={cv} look="ribbon" text={cv.t('personalDetails')} />
          <FactList cv={cv} look="pill" facts={personalFacts(cv)} labelShare={0.42} />
          <SectionTitle cv={cv} look="ribbon" text={cv.t('workInformation')} />
          <FactList cv={cv} look="pill" facts={workFacts(cv)} labelShare={0.42} />
          <SectionTitle cv={cv} look="ribbon" text={cv.t('workExperience')} />
          <ExperienceTable cv={cv} rounded />
          <SectionTitle cv={cv} look="ribbon" text={cv.t('skills')} />
          <SkillsGrid cv={cv} columns={2} />
          <RemarksRow cv={cv} rounded />
        </div>
        <PhotoPanel cv={cv} />
      </div>
    </CvSheet>
  );
}

export const akeem: CvLayout = {
  personalPage: PersonalPage,
  look: 'ribbon',
};
