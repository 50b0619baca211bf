import type { Cv } from '../CvContext';
import type { CvLayout } from '../CvLayout';
import { CvPhoto } from '../blocks/CvPhoto';
import { CvSheet } from '../blocks/CvSheet';
import { ExperienceTable } from '../blocks/ExperienceTable';
import { FactList } from '../blocks/FactList';
import { HeaderBanner } from '../blocks/HeaderBanner';
import { LanguageGrid } from '../blocks/LanguageGrid';
import { QrBlock } from '../blocks/QrBlock';
import { RemarksRow } from '../blocks/RemarksRow';
import { SectionTitle } from '../blocks/SectionTitle';
import { SkillsGrid } from '../blocks/SkillsGrid';
import { nameFacts, measureFacts, passportFacts, personalFacts, referenceFacts, workFacts } from '../cvFacts';
import { column, row } from '../style/cvStyle';

// basic: the classic agency form — header image, photos in a left column, bordered label/value tables.
function PersonalPage({ cv }: { cv: Cv }) {
  const { s } = cv;
  const gap = Math.max(10, s.spacing * 3);
  return (
    <CvSheet cv={cv}>
      <HeaderBanner cv={cv} height={150} />
      <div style={column({ padding: '24px 36px', gap, flexGrow: 1 })}>
        <SectionTitle cv={cv} look="band" text={cv.t('applicationForEmployment')} centred />
        <FactList cv={cv} look="table" facts={referenceFacts(cv)} columns={2} />
        <div style={row(cv.rtl, { gap })}>
          <div style={column({ width: 330, gap })}>
            <CvPhoto cv={cv} kind="face" width={330} height={260} />
            <FactList cv={cv} look="table" facts={measureFacts(cv)} />
            <CvPhoto cv={cv} kind="stand" width={330} height={340} />
          </div>
          <div style={column({ flexGrow: 1, flexBasis: 0, gap })}>
            <FactList cv={cv} look="table" facts={nameFacts(cv)} labelShare={0.3} />
            <SectionTitle cv={cv} look="band" text={cv.t('passportDetails')} />
            <FactList cv={cv} look="table" facts={passportFacts(cv)} />
            <SectionTitle cv={cv} look="band" text={cv.t('personalDetails')} />
            <FactList cv={cv} look="table" facts={personalFacts(cv)} />
            <SectionTitle cv={cv} look="band" text={cv.t('workInformation')} />
            <FactList cv={cv} look="table" facts={workFacts(cv)} />
          </div>
        </div>
        <div style={row(cv.rtl, { gap })}>
          <div style={column({ flexGrow: 1, flexBasis: 0, gap: 6 })}>
            <SectionTitle cv={cv} look="band" text={cv.t('workExperience')} />
            <ExperienceTable cv={cv} />
          </div>
          <div style={column({ width: 440, gap: 6 })}>
            <SectionTitle cv={cv} look="band" text={cv.t('languages')} />
            <LanguageGrid cv={cv} />
          </div>
        </div>
        <div style={column({ gap: 6 })}>
          <SectionTitle cv={cv} look="band" text={cv.t('skills')} />
          <SkillsGrid cv={cv} columns={3} />
        </div>
        <RemarksRow cv={cv} />
        <div style={row(cv.rtl, { justifyContent: 'center' })}>
          <QrBlock cv={cv} scale={0.55} />
        </div>
      </div>
    </CvSheet>
  );
}

export const basic: CvLayout = {
  personalPage: PersonalPage,
  look: 'band',
};
