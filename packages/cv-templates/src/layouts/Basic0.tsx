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

// basic0: a quiet, minimal page — name first, dotted underline facts in two columns, no heavy bands.
function PersonalPage({ cv }: { cv: Cv }) {
  const { s } = cv;
  const gap = Math.max(12, s.spacing * 3);
  return (
    <CvSheet cv={cv}>
      <HeaderBanner cv={cv} height={120} />
      <div style={column({ padding: '28px 56px', gap, flexGrow: 1 })}>
        <div style={row(cv.rtl, { justifyContent: 'space-between', alignItems: 'center', gap: 32 })}>
          <div style={column({ flexGrow: 1, flexBasis: 0, gap: 16 })}>
            <NameBlock cv={cv} size={44} colour={s.valueFontColor} accent={s.headBgColor} />
            <FactList cv={cv} look="underline" facts={referenceFacts(cv)} columns={2} />
          </div>
          <CvPhoto cv={cv} kind="face" width={230} height={250} />
        </div>
        <div style={row(cv.rtl, { gap: 40 })}>
          <div style={column({ flexGrow: 1, flexBasis: 0, gap: 8 })}>
            <SectionTitle cv={cv} look="underline" text={cv.t('personalDetails')} />
            <FactList cv={cv} look="underline" facts={personalFacts(cv)} />
          </div>
          <div style={column({ flexGrow: 1, flexBasis: 0, gap: 8 })}>
            <SectionTitle cv={cv} look="underline" text={cv.t('passportDetails')} />
            <FactList cv={cv} look="underline" facts={passportFacts(cv)} />
            <SectionTitle cv={cv} look="underline" text={cv.t('workInformation')} />
            <FactList cv={cv} look="underline" facts={[...workFacts(cv), ...measureFacts(cv)]} />
          </div>
        </div>
        <div style={row(cv.rtl, { gap: 40 })}>
          <div style={column({ flexGrow: 1, flexBasis: 0, gap: 8 })}>
            <SectionTitle cv={cv} look="underline" text={cv.t('workExperience')} />
            <ExperienceTable cv={cv} />
            <SectionTitle cv={cv} look="underline" text={cv.t('languages')} />
            <LanguageGrid cv={cv} />
          </div>
          <CvPhoto cv={cv} kind="stand" width={260} height={400} />
        </div>
        <div style={column({ gap: 8 })}>
          <SectionTitle cv={cv} look="underline" text={cv.t('skills')} />
          <SkillsGrid cv={cv} columns={3} />
        </div>
        <RemarksRow cv={cv} />
        <div style={row(cv.rtl, { justifyContent: 'flex-end' })}>
          <QrBlock cv={cv} scale={0.5} />
        </div>
      </div>
    </CvSheet>
  );
}

export const basic0: CvLayout = {
  personalPage: PersonalPage,
  look: 'underline',
};
