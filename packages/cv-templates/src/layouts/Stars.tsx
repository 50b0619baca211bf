import type { Cv } from '../CvContext';
import type { CvLayout } from '../CvLayout';
import { CvPhoto } from '../blocks/CvPhoto';
import { CvSheet } from '../blocks/CvSheet';
import { ExperienceTable } from '../blocks/ExperienceTable';
import { FactList } from '../blocks/FactList';
import { HeaderBanner } from '../blocks/HeaderBanner';
import { NameBlock } from '../blocks/NameBlock';
import { QrBlock } from '../blocks/QrBlock';
import { RemarksRow } from '../blocks/RemarksRow';
import { SectionTitle } from '../blocks/SectionTitle';
import { SkillsGrid } from '../blocks/SkillsGrid';
import {
  languageRows,
  measureFacts,
  passportFacts,
  personalFacts,
  referenceFacts,
  workFacts,
} from '../cvFacts';
import { Stars } from '../parts/Stars';
import { column, headFill, row, withAlpha } from '../style/cvStyle';

// stars: built around the ratings — a spotlight panel with large star scores for each language, skills as
// ticked tiles, and the facts in quiet underlined rows.
function RatingPanel({ cv }: { cv: Cv }) {
  const { s } = cv;
  return (
    <div
      style={column({
        flexGrow: 1,
        flexBasis: 0,
        gap: 14,
        padding: '20px 26px',
        borderRadius: Math.max(12, s.borderRadius),
        ...headFill(s),
      })}
    >
      <div
        style={{
          display: 'flex',
          ...cv.text,
          color: s.headFontColor,
          fontSize: s.labelFontSize + 2,
          fontWeight: 700,
          textTransform: s.textTransform,
          letterSpacing: 2,
        }}
      >
        {cv.t('languages')}
      </div>
      {languageRows(cv).map((language) => (
        <div
          key={language.label}
          style={row(cv.rtl, { alignItems: 'center', justifyContent: 'space-between', gap: 16 })}
        >
          <div style={column({ alignItems: cv.rtl ? 'flex-end' : 'flex-start' })}>
            <div
              style={{
                display: 'flex',
                ...cv.text,
                color: s.headFontColor,
                fontSize: s.valueFontSize + 4,
                fontWeight: 900,
              }}
            >
              {language.label}
            </div>
            <div
              style={{
                display: 'flex',
                ...cv.text,
                color: s.headFontColor,
                fontSize: s.labelFontSize,
                opacity: 0.8,
              }}
            >
              {language.level}
            </div>
          </div>
          <Stars
            filled={language.stars}
            size={40}
            colour="#ffc83d"
            emptyColour={withAlpha('#ffffff', 0.25)}
            rtl={cv.rtl}
          />
        </div>
      ))}
    </div>
  );
}

function PersonalPage({ cv }: { cv: Cv }) {
  const { s } = cv;
  const gap = Math.max(10, s.spacing * 3);
  return (
    <CvSheet cv={cv}>
      <HeaderBanner cv={cv} height={130} />
      <div style={column({ padding: '22px 40px', gap })}>
        <div style={row(cv.rtl, { gap: 26, alignItems: 'stretch' })}>
          <CvPhoto cv={cv} kind="face" width={230} height={250} radius={125} />
          <div style={column({ flexGrow: 1, flexBasis: 0, gap: 12, justifyContent: 'center' })}>
            <NameBlock cv={cv} size={36} colour={s.valueFontColor} accent={s.headBgColor} />
            <FactList cv={cv} look="underline" facts={referenceFacts(cv)} columns={2} />
          </div>
        </div>
        <div style={row(cv.rtl, { gap: 20, alignItems: 'stretch' })}>
          <RatingPanel cv={cv} />
          <div style={column({ width: 380, gap: 8, justifyContent: 'center' })}>
            <FactList cv={cv} look="underline" facts={[...measureFacts(cv), ...workFacts(cv).slice(0, 2)]} />
          </div>
        </div>
        <SectionTitle cv={cv} look="underline" text={cv.t('skills')} />
        <SkillsGrid cv={cv} columns={3} look="tiles" />
        <div style={row(cv.rtl, { gap: 30 })}>
          <div style={column({ flexGrow: 1, flexBasis: 0, gap: 8 })}>
            <SectionTitle cv={cv} look="underline" text={cv.t('personalDetails')} />
            <FactList cv={cv} look="underline" facts={personalFacts(cv)} />
          </div>
          <div style={column({ flexGrow: 1, flexBasis: 0, gap: 8 })}>
            <SectionTitle cv={cv} look="underline" text={cv.t('passportDetails')} />
            <FactList cv={cv} look="underline" facts={passportFacts(cv)} />
            <SectionTitle cv={cv} look="underline" text={cv.t('workInformation')} />
            <FactList cv={cv} look="underline" facts={workFacts(cv).slice(2)} />
          </div>
          <CvPhoto cv={cv} kind="stand" width={220} height={440} />
        </div>
        <SectionTitle cv={cv} look="underline" text={cv.t('workExperience')} />
        <ExperienceTable cv={cv} rounded />
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

export const stars: CvLayout = {
  personalPage: PersonalPage,
  look: 'underline',
};
