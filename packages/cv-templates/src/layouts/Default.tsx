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
import { measureFacts, nameFacts, passportFacts, personalFacts, referenceFacts, workFacts } from '../cvFacts';
import { Flag, hasFlag } from '../parts/Flag';
import { column, row } from '../style/cvStyle';
import { fitLength } from '../style/fitLength';

// default: the layout any unknown template name gets — face photo, passport block and full-length photo
// across the top, then the facts in balanced columns, three compact panels and the office QR.
function PersonalPage({ cv }: { cv: Cv }) {
  const { s } = cv;
  const gap = Math.max(10, s.spacing * 3);
  const nationality = cv.employee.additionalData?.nationality;
  return (
    <CvSheet cv={cv}>
      <HeaderBanner cv={cv} height={150} />
      <div style={column({ padding: '20px 34px', gap })}>
        <FactList cv={cv} look="table" facts={referenceFacts(cv)} columns={2} />
        <div style={row(cv.rtl, { gap })}>
          <div style={column({ width: 270, gap: 10 })}>
            <CvPhoto cv={cv} kind="face" width={270} height={260} />
            {hasFlag(nationality) ? (
              <div style={{ display: 'flex', justifyContent: 'center' }}>
                <Flag
                  nationality={nationality}
                  width={fitLength(s.flagWidth, 150)}
                  height={fitLength(s.flagHeight, 75)}
                />
              </div>
            ) : null}
          </div>
          <div style={column({ flexGrow: 1, flexBasis: 0, gap: 6 })}>
            <FactList cv={cv} look="table" facts={nameFacts(cv)} labelShare={0.32} />
            <SectionTitle cv={cv} look="band" text={cv.t('passportDetails')} />
            <FactList cv={cv} look="table" facts={[...passportFacts(cv), ...measureFacts(cv)]} />
          </div>
          <CvPhoto cv={cv} kind="stand" width={250} height={460} />
        </div>
        <div style={row(cv.rtl, { gap })}>
          <div style={column({ flexGrow: 1, flexBasis: 0, gap: 6 })}>
            <SectionTitle cv={cv} look="band" text={cv.t('personalDetails')} />
            <FactList cv={cv} look="table" facts={personalFacts(cv)} />
          </div>
          <div style={column({ flexGrow: 1, flexBasis: 0, gap: 6 })}>
            <SectionTitle cv={cv} look="band" text={cv.t('workInformation')} />
            <FactList cv={cv} look="table" facts={workFacts(cv)} />
            <SectionTitle cv={cv} look="band" text={cv.t('languages')} />
            <LanguageGrid cv={cv} />
          </div>
        </div>
        <SectionTitle cv={cv} look="band" text={cv.t('workExperience')} />
        <ExperienceTable cv={cv} />
        <SectionTitle cv={cv} look="band" text={cv.t('skills')} />
        <SkillsGrid cv={cv} columns={3} />
        <div style={row(cv.rtl, { gap: 24, alignItems: 'center' })}>
          <div style={column({ flexGrow: 1, flexBasis: 0 })}>
            <RemarksRow cv={cv} />
          </div>
          <QrBlock cv={cv} scale={0.35} />
        </div>
      </div>
    </CvSheet>
  );
}

export const defaultLayout: CvLayout = {
  personalPage: PersonalPage,
  look: 'band',
};
