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
import { column, headFill, row } from '../style/cvStyle';

// maleda: a magazine page — the full-length photo runs down a dark column with the name set over it.
function PhotoColumn({ cv }: { cv: Cv }) {
  const { s } = cv;
  return (
    <div style={column({ width: 420, ...headFill(s) })}>
      <div style={{ display: 'flex', position: 'relative', width: 420, height: 860 }}>
        <CvPhoto
          cv={cv}
          kind="stand"
          width={420}
          height={860}
          fill
          radius={0}
          frameScale={0}
          align="top"
          background="transparent"
        />
        <div
          style={column({
            position: 'absolute',
            left: 0,
            bottom: 0,
            width: 420,
            padding: '80px 26px 22px',
            backgroundImage: 'linear-gradient(180deg, rgba(0, 0, 0, 0) 0%, rgba(0, 0, 0, 0.72) 100%)',
          })}
        >
          <NameBlock cv={cv} size={34} colour="#ffffff" accent="#ffffff" showExperience={false} />
        </div>
      </div>
      <div style={column({ padding: '22px 26px', gap: 14, flexGrow: 1 })}>
        {measureFacts(cv).map((fact) => (
          <div
            key={fact.label}
            style={row(cv.rtl, {
              justifyContent: 'space-between',
              paddingBottom: 6,
              borderBottomWidth: 1,
              borderBottomStyle: 'solid',
              borderBottomColor: 'rgba(255, 255, 255, 0.35)',
            })}
          >
            <div
              style={{
                display: 'flex',
                ...cv.text,
                color: s.headFontColor,
                fontSize: s.labelFontSize,
                textTransform: s.textTransform,
              }}
            >
              {fact.label}
            </div>
            <div
              style={{
                display: 'flex',
                ...cv.text,
                color: s.headFontColor,
                fontSize: s.valueFontSize,
                fontWeight: 900,
              }}
            >
              {fact.value}
            </div>
          </div>
        ))}
        <div style={{ display: 'flex', flexGrow: 1 }} />
        <QrBlock cv={cv} scale={0.5} stacked textColour={s.headFontColor} />
      </div>
    </div>
  );
}

function PersonalPage({ cv }: { cv: Cv }) {
  const { s } = cv;
  const gap = Math.max(8, s.spacing * 2);
  return (
    <CvSheet cv={cv} style={{ flexDirection: 'row', direction: cv.rtl ? 'rtl' : 'ltr' }}>
      <PhotoColumn cv={cv} />
      <div style={column({ flexGrow: 1, flexBasis: 0 })}>
        <HeaderBanner cv={cv} height={130} />
        <div style={column({ padding: '22px 30px', gap })}>
          <div style={row(cv.rtl, { gap: 20, alignItems: 'center' })}>
            <CvPhoto cv={cv} kind="face" width={170} height={190} />
            <div style={column({ flexGrow: 1, flexBasis: 0 })}>
              <FactList cv={cv} look="stacked" facts={referenceFacts(cv)} columns={2} />
            </div>
          </div>
          <SectionTitle cv={cv} look="tab" text={cv.t('personalDetails')} />
          <FactList cv={cv} look="stacked" facts={personalFacts(cv)} columns={2} />
          <SectionTitle cv={cv} look="tab" text={cv.t('passportDetails')} />
          <FactList cv={cv} look="stacked" facts={passportFacts(cv)} columns={2} />
          <SectionTitle cv={cv} look="tab" text={cv.t('workInformation')} />
          <FactList cv={cv} look="stacked" facts={workFacts(cv)} columns={2} />
          <SectionTitle cv={cv} look="tab" text={cv.t('workExperience')} />
          <ExperienceTable cv={cv} />
          <LanguageGrid cv={cv} />
          <SkillsGrid cv={cv} columns={2} />
          <RemarksRow cv={cv} />
        </div>
      </div>
    </CvSheet>
  );
}

export const maleda: CvLayout = {
  personalPage: PersonalPage,
  look: 'tab',
};
