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
import { ageText, measureFacts, passportFacts, personalFacts, referenceFacts, workFacts } from '../cvFacts';
import { cvValue } from '../text/cvValues';
import { column, headFill, row } from '../style/cvStyle';

// basic3: a hero band with the photo and key chips, then cards in three columns.
function Hero({ cv }: { cv: Cv }) {
  const { s } = cv;
  const data = cv.employee.additionalData;
  const chips = [
    `${cv.t('age')} ${ageText(cv)}`,
    cvValue('nationality', data?.nationality, cv.lang, cv.employee.sex),
    cvValue('religion', data?.religion, cv.lang, cv.employee.sex),
    cvValue('maritalStatus', data?.maritalStatus, cv.lang, cv.employee.sex),
  ];
  return (
    <div style={row(cv.rtl, { alignItems: 'center', gap: 36, padding: '28px 44px', ...headFill(s) })}>
      <CvPhoto
        cv={cv}
        kind="face"
        width={220}
        height={240}
        radius={18}
        frameScale={0}
        border={{ borderWidth: 5, borderStyle: 'solid', borderColor: s.headFontColor }}
      />
      <div
        style={column({ flexGrow: 1, flexBasis: 0, gap: 16, alignItems: cv.rtl ? 'flex-end' : 'flex-start' })}
      >
        <NameBlock cv={cv} size={40} colour={s.headFontColor} accent={s.headFontColor} />
        <div style={row(cv.rtl, { gap: 10, flexWrap: 'wrap' })}>
          {chips.map((chip) => (
            <div
              key={chip}
              style={{
                display: 'flex',
                ...cv.text,
                padding: '6px 16px',
                borderRadius: 20,
                backgroundColor: 'rgba(255, 255, 255, 0.18)',
                color: s.headFontColor,
                fontSize: s.labelFontSize,
                fontWeight: 700,
              }}
            >
              {chip}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

function PersonalPage({ cv }: { cv: Cv }) {
  const { s } = cv;
  const gap = Math.max(10, s.spacing * 3);
  return (
    <CvSheet cv={cv}>
      <HeaderBanner cv={cv} height={120} />
      <Hero cv={cv} />
      <div style={column({ padding: '22px 40px', gap })}>
        <FactList cv={cv} look="card" facts={[...referenceFacts(cv), ...passportFacts(cv)]} columns={3} />
        <SectionTitle cv={cv} look="chip" text={cv.t('personalDetails')} />
        <FactList cv={cv} look="card" facts={[...personalFacts(cv), ...measureFacts(cv)]} columns={3} />
        <div style={row(cv.rtl, { gap: 24 })}>
          <CvPhoto cv={cv} kind="stand" width={280} height={470} />
          <div style={column({ flexGrow: 1, flexBasis: 0, gap })}>
            <SectionTitle cv={cv} look="chip" text={cv.t('workInformation')} />
            <FactList cv={cv} look="card" facts={workFacts(cv)} columns={2} />
            <SectionTitle cv={cv} look="chip" text={cv.t('workExperience')} />
            <ExperienceTable cv={cv} rounded />
            <LanguageGrid cv={cv} />
          </div>
        </div>
        <SectionTitle cv={cv} look="chip" text={cv.t('skills')} />
        <SkillsGrid cv={cv} columns={3} look="tiles" />
        <div style={row(cv.rtl, { gap: 24, alignItems: 'center' })}>
          <div style={column({ flexGrow: 1, flexBasis: 0 })}>
            <RemarksRow cv={cv} rounded />
          </div>
          <QrBlock cv={cv} scale={0.4} />
        </div>
      </div>
    </CvSheet>
  );
}

export const basic3: CvLayout = {
  personalPage: PersonalPage,
  look: 'chip',
};
