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
import { column, row } from '../style/cvStyle';

// yebad: an elegant centred page — round portrait, centred name and headings, two columns of fine rows. The office
// block sits beside the full-length photo: under the skills it ran off the page with a two-line name.
function PersonalPage({ cv }: { cv: Cv }) {
  const { s } = cv;
  const gap = Math.max(10, s.spacing * 3);
  return (
    <CvSheet cv={cv}>
      <HeaderBanner cv={cv} height={110} />
      <div style={column({ padding: '22px 70px', gap, alignItems: 'stretch' })}>
        <div style={column({ alignItems: 'center', gap: 10 })}>
          <CvPhoto
            cv={cv}
            kind="face"
            width={180}
            height={180}
            radius={90}
            frameScale={0}
            border={{ borderWidth: 6, borderStyle: 'solid', borderColor: s.headBgColor }}
          />
          <NameBlock cv={cv} size={36} colour={s.valueFontColor} accent={s.headBgColor} centred />
        </div>
        <FactList cv={cv} look="underline" facts={referenceFacts(cv)} columns={2} />
        <SectionTitle cv={cv} look="underline" text={cv.t('personalDetails')} centred />
        <FactList cv={cv} look="underline" facts={[...personalFacts(cv), ...measureFacts(cv)]} columns={2} />
        <div style={row(cv.rtl, { gap: 40 })}>
          <div style={column({ flexGrow: 1, flexBasis: 0, gap: 8 })}>
            <SectionTitle cv={cv} look="underline" text={cv.t('passportDetails')} centred />
            <FactList cv={cv} look="underline" facts={passportFacts(cv)} />
          </div>
          <div style={column({ flexGrow: 1, flexBasis: 0, gap: 8 })}>
            <SectionTitle cv={cv} look="underline" text={cv.t('workInformation')} centred />
            <FactList cv={cv} look="underline" facts={workFacts(cv)} />
          </div>
        </div>
        <div style={row(cv.rtl, { gap: 32 })}>
          <CvPhoto cv={cv} kind="stand" width={250} height={400} />
          <div style={column({ flexGrow: 1, flexBasis: 0, gap: 8 })}>
            <SectionTitle cv={cv} look="underline" text={cv.t('workExperience')} centred />
            <ExperienceTable cv={cv} rounded />
            <SectionTitle cv={cv} look="underline" text={cv.t('languages')} centred />
            <LanguageGrid cv={cv} />
            <div style={row(cv.rtl, { justifyContent: 'center', paddingTop: 8 })}>
              <QrBlock cv={cv} scale={0.4} />
            </div>
          </div>
        </div>
        <SectionTitle cv={cv} look="underline" text={cv.t('skills')} centred />
        <SkillsGrid cv={cv} columns={3} />
        <RemarksRow cv={cv} rounded />
      </div>
    </CvSheet>
  );
}

export const yebad: CvLayout = {
  personalPage: PersonalPage,
  look: 'underline',
};
