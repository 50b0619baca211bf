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
import { CV_PAGE_SIZE } from '../pageSize';
import { HexPattern, HexPhoto } from '../parts/Hexagon';
import { column, headFill, row } from '../style/cvStyle';

// oxagon2: a honeycomb-patterned hero with a hexagon portrait, then stacked facts in three columns.
function Hero({ cv }: { cv: Cv }) {
  const { s } = cv;
  const height = 330;
  return (
    <div style={{ display: 'flex', position: 'relative', height, ...headFill(s) }}>
      <HexPattern width={CV_PAGE_SIZE.width} height={height} colour="rgba(255, 255, 255, 0.12)" />
      <div
        style={row(cv.rtl, {
          position: 'absolute',
          top: 0,
          left: 0,
          width: CV_PAGE_SIZE.width,
          height,
          alignItems: 'center',
          justifyContent: 'space-between',
          padding: '0 60px',
        })}
      >
        <div
          style={column({
            flexGrow: 1,
            flexBasis: 0,
            gap: 14,
            alignItems: cv.rtl ? 'flex-end' : 'flex-start',
          })}
        >
          <NameBlock cv={cv} size={42} colour={s.headFontColor} accent={s.headFontColor} />
        </div>
        <HexPhoto
          src={cv.employee.facePhoto}
          width={250}
          stroke={s.headFontColor}
          strokeWidth={6}
          placeholder="#9aa3ad"
        />
      </div>
    </div>
  );
}

function PersonalPage({ cv }: { cv: Cv }) {
  const { s } = cv;
  const gap = Math.max(10, s.spacing * 3);
  return (
    <CvSheet cv={cv}>
      <HeaderBanner cv={cv} height={110} />
      <Hero cv={cv} />
      <div style={column({ padding: '22px 40px', gap })}>
        <FactList cv={cv} look="stacked" facts={[...referenceFacts(cv), ...measureFacts(cv)]} columns={4} />
        <SectionTitle cv={cv} look="tab" text={cv.t('personalDetails')} />
        <FactList cv={cv} look="stacked" facts={[...personalFacts(cv), ...passportFacts(cv)]} columns={3} />
        <div style={row(cv.rtl, { gap: 28 })}>
          <div style={column({ flexGrow: 1, flexBasis: 0, gap })}>
            <SectionTitle cv={cv} look="tab" text={cv.t('workInformation')} />
            <FactList cv={cv} look="stacked" facts={workFacts(cv)} columns={2} />
            <SectionTitle cv={cv} look="tab" text={cv.t('workExperience')} />
            <ExperienceTable cv={cv} rounded />
            <SectionTitle cv={cv} look="tab" text={cv.t('languages')} />
            <LanguageGrid cv={cv} />
          </div>
          <CvPhoto cv={cv} kind="stand" width={300} height={520} radius={24} />
        </div>
        <SectionTitle cv={cv} look="tab" text={cv.t('skills')} />
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

export const oxagon2: CvLayout = {
  personalPage: PersonalPage,
  look: 'tab',
};
