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
import { column, headFill, row } from '../style/cvStyle';

// basic2: a coloured sidebar (photo, name, languages, measures, contact) beside tabbed tables.
function Sidebar({ cv }: { cv: Cv }) {
  const { s } = cv;
  const light = { display: 'flex', ...cv.text, color: s.headFontColor } as const;
  const heading = {
    ...light,
    fontSize: s.labelFontSize,
    fontWeight: 700,
    textTransform: s.textTransform,
    letterSpacing: 2,
    paddingBottom: 6,
    borderBottomWidth: 2,
    borderBottomStyle: 'solid',
    borderBottomColor: s.headFontColor,
  } as const;
  return (
    <div style={column({ width: 380, padding: '36px 28px', gap: 22, alignItems: 'stretch', ...headFill(s) })}>
      <div style={row(cv.rtl, { justifyContent: 'center' })}>
        <CvPhoto
          cv={cv}
          kind="face"
          width={240}
          height={240}
          radius={120}
          frameScale={0}
          border={{ borderWidth: 6, borderStyle: 'solid', borderColor: s.headFontColor }}
        />
      </div>
      <NameBlock
        cv={cv}
        size={32}
        colour={s.headFontColor}
        accent={s.headFontColor}
        centred
        showExperience={false}
      />
      <div style={heading}>{cv.t('languages')}</div>
      {languageRows(cv).map((language) => (
        <div key={language.label} style={column({ gap: 4, alignItems: cv.rtl ? 'flex-end' : 'flex-start' })}>
          <div style={{ ...light, fontSize: s.valueFontSize }}>{`${language.label} - ${language.level}`}</div>
          <Stars
            filled={language.stars}
            size={26}
            colour={s.headFontColor}
            emptyColour="rgba(255, 255, 255, 0.3)"
            rtl={cv.rtl}
          />
        </div>
      ))}
      <div style={heading}>
        {measureFacts(cv)
          .map((fact) => fact.label)
          .join(' / ')}
      </div>
      {measureFacts(cv).map((fact) => (
        <div
          key={fact.label}
          style={row(cv.rtl, { justifyContent: 'space-between', ...light, fontSize: s.valueFontSize })}
        >
          <div style={{ display: 'flex' }}>{fact.label}</div>
          <div style={{ display: 'flex', fontWeight: 700 }}>{fact.value}</div>
        </div>
      ))}
      <div style={row(cv.rtl, { justifyContent: 'center' })}>
        <CvPhoto cv={cv} kind="stand" width={210} height={330} frameScale={0} />
      </div>
      <div style={{ display: 'flex', flexGrow: 1 }} />
      <QrBlock cv={cv} scale={0.5} stacked colour="#111111" textColour={s.headFontColor} />
    </div>
  );
}

function PersonalPage({ cv }: { cv: Cv }) {
  const { s } = cv;
  const gap = Math.max(10, s.spacing * 3);
  return (
    <CvSheet cv={cv} style={{ flexDirection: 'row', direction: cv.rtl ? 'rtl' : 'ltr' }}>
      <Sidebar cv={cv} />
      <div style={column({ flexGrow: 1, flexBasis: 0 })}>
        <HeaderBanner cv={cv} height={130} />
        <div style={column({ padding: '22px 30px', gap })}>
          <FactList cv={cv} look="table" facts={referenceFacts(cv)} />
          <SectionTitle cv={cv} look="tab" text={cv.t('passportDetails')} />
          <FactList cv={cv} look="table" facts={passportFacts(cv)} />
          <SectionTitle cv={cv} look="tab" text={cv.t('personalDetails')} />
          <FactList cv={cv} look="table" facts={personalFacts(cv)} />
          <SectionTitle cv={cv} look="tab" text={cv.t('workInformation')} />
          <FactList cv={cv} look="table" facts={workFacts(cv)} />
          <SectionTitle cv={cv} look="tab" text={cv.t('workExperience')} />
          <ExperienceTable cv={cv} />
          <SectionTitle cv={cv} look="tab" text={cv.t('skills')} />
          <SkillsGrid cv={cv} columns={2} />
          <RemarksRow cv={cv} />
        </div>
      </div>
    </CvSheet>
  );
}

export const basic2: CvLayout = {
  personalPage: PersonalPage,
  look: 'tab',
};
