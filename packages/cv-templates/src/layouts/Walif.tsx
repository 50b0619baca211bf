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
import { Flag, hasFlag } from '../parts/Flag';
import { cvValue } from '../text/cvValues';
import { column, frame, row } from '../style/cvStyle';
import { fitLength } from '../style/fitLength';

// walif: a gallery row of face photo, full-length photo and the nationality flag, then paired tables.
function Gallery({ cv }: { cv: Cv }) {
  const { s } = cv;
  const nationality = cv.employee.additionalData?.nationality;
  return (
    <div style={row(cv.rtl, { gap: 20, alignItems: 'flex-start' })}>
      <div style={column({ width: 300, gap: 18 })}>
        <CvPhoto cv={cv} kind="face" width={300} height={300} />
        {hasFlag(nationality) ? (
          <div style={row(cv.rtl, { alignItems: 'center', gap: 14 })}>
            <div style={{ display: 'flex', overflow: 'hidden', ...frame(s, 0.3), boxShadow: s.photoShadow }}>
              <Flag
                nationality={nationality}
                width={fitLength(s.flagWidth, 150)}
                height={fitLength(s.flagHeight, 80)}
              />
            </div>
            <div
              style={{
                display: 'flex',
                ...cv.text,
                fontSize: s.valueFontSize + 4,
                fontWeight: 700,
                color: s.valueFontColor,
              }}
            >
              {cvValue('nationality', nationality, cv.lang, cv.employee.sex)}
            </div>
          </div>
        ) : null}
      </div>
      <CvPhoto cv={cv} kind="stand" width={280} height={400} />
      <div style={column({ flexGrow: 1, flexBasis: 0, gap: 14 })}>
        <NameBlock cv={cv} size={32} colour={s.valueFontColor} accent={s.headBgColor} />
        <FactList cv={cv} look="table" facts={referenceFacts(cv)} />
      </div>
    </div>
  );
}

function PersonalPage({ cv }: { cv: Cv }) {
  const { s } = cv;
  const gap = Math.max(10, s.spacing * 3);
  return (
    <CvSheet cv={cv}>
      <HeaderBanner cv={cv} height={140} />
      <div style={column({ padding: '22px 36px', gap })}>
        <Gallery cv={cv} />
        <div style={row(cv.rtl, { gap: 24 })}>
          <div style={column({ flexGrow: 1, flexBasis: 0, gap: 8 })}>
            <SectionTitle cv={cv} look="chip" text={cv.t('passportDetails')} centred />
            <FactList cv={cv} look="table" facts={[...passportFacts(cv), ...measureFacts(cv)]} />
          </div>
          <div style={column({ flexGrow: 1, flexBasis: 0, gap: 8 })}>
            <SectionTitle cv={cv} look="chip" text={cv.t('workInformation')} centred />
            <FactList cv={cv} look="table" facts={workFacts(cv)} />
            <LanguageGrid cv={cv} />
          </div>
        </div>
        <SectionTitle cv={cv} look="chip" text={cv.t('personalDetails')} centred />
        <FactList cv={cv} look="table" facts={personalFacts(cv)} columns={2} />
        <SectionTitle cv={cv} look="chip" text={cv.t('workExperience')} centred />
        <ExperienceTable cv={cv} rounded />
        <SkillsGrid cv={cv} columns={3} />
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

export const walif: CvLayout = {
  personalPage: PersonalPage,
  look: 'chip',
};
