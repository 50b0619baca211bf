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
import {
  ageText,
  experienceRows,
  measureFacts,
  passportFacts,
  personalFacts,
  referenceFacts,
  workFacts,
} from '../cvFacts';
import { HexBadge, HexPhoto } from '../parts/Hexagon';
import { localDigits } from '../text/cvDisplay';
import { column, labelFill, row, withAlpha } from '../style/cvStyle';

// oxagon: a honeycomb column — hexagon portrait and hexagon badges for the numbers an employer scans first.
function Honeycomb({ cv }: { cv: Cv }) {
  const { s } = cv;
  const badges = [
    { label: cv.t('age'), value: ageText(cv) },
    ...measureFacts(cv),
    { label: cv.t('workExperience'), value: localDigits(String(experienceRows(cv).length), cv.lang) },
  ];
  return (
    <div style={column({ width: 380, padding: '28px 22px', gap: 14, alignItems: 'center', ...labelFill(s) })}>
      <HexPhoto
        src={cv.employee.facePhoto}
        width={270}
        stroke={s.headBgColor}
        strokeWidth={Math.max(4, s.borderWidth)}
        placeholder="#9aa3ad"
      />
      <NameBlock
        cv={cv}
        size={28}
        colour={s.valueFontColor}
        accent={s.headBgColor}
        centred
        showExperience={false}
      />
      <div style={row(cv.rtl, { flexWrap: 'wrap', justifyContent: 'center', gap: 6, width: 320 })}>
        {badges.map((badge, index) => (
          <div key={badge.label} style={{ display: 'flex', marginTop: index % 2 === 1 ? 40 : 0 }}>
            <HexBadge width={150} fill={withAlpha(s.headBgColor, index % 2 === 0 ? 1 : 0.8)}>
              <div
                style={{
                  display: 'flex',
                  ...cv.text,
                  textAlign: 'center',
                  fontSize: 28,
                  fontWeight: 900,
                  color: s.headFontColor,
                }}
              >
                {badge.value}
              </div>
              <div
                style={{
                  display: 'flex',
                  ...cv.text,
                  textAlign: 'center',
                  fontSize: 13,
                  color: s.headFontColor,
                  textTransform: s.textTransform,
                }}
              >
                {badge.label}
              </div>
            </HexBadge>
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', flexGrow: 1 }} />
      <QrBlock cv={cv} scale={0.5} stacked />
    </div>
  );
}

function PersonalPage({ cv }: { cv: Cv }) {
  const { s } = cv;
  const gap = Math.max(8, s.spacing * 2);
  return (
    <CvSheet cv={cv}>
      <HeaderBanner cv={cv} height={140} />
      <div style={row(cv.rtl, { flexGrow: 1 })}>
        <Honeycomb cv={cv} />
        <div style={column({ flexGrow: 1, flexBasis: 0, padding: '22px 30px', gap })}>
          <FactList cv={cv} look="table" facts={referenceFacts(cv)} />
          <SectionTitle cv={cv} look="band" text={cv.t('passportDetails')} />
          <FactList cv={cv} look="table" facts={passportFacts(cv)} />
          <SectionTitle cv={cv} look="band" text={cv.t('personalDetails')} />
          <FactList cv={cv} look="table" facts={personalFacts(cv)} />
          <SectionTitle cv={cv} look="band" text={cv.t('workInformation')} />
          <FactList cv={cv} look="table" facts={workFacts(cv)} />
          <SectionTitle cv={cv} look="band" text={cv.t('workExperience')} />
          <ExperienceTable cv={cv} />
          <div style={row(cv.rtl, { gap: 16 })}>
            <CvPhoto cv={cv} kind="stand" width={210} height={330} />
            <div style={column({ flexGrow: 1, flexBasis: 0, gap })}>
              <SectionTitle cv={cv} look="band" text={cv.t('languages')} />
              <LanguageGrid cv={cv} showLevel={false} />
              <SectionTitle cv={cv} look="band" text={cv.t('skills')} />
              <SkillsGrid cv={cv} columns={1} />
            </div>
          </div>
          <RemarksRow cv={cv} />
        </div>
      </div>
    </CvSheet>
  );
}

export const oxagon: CvLayout = {
  personalPage: PersonalPage,
  look: 'band',
};
