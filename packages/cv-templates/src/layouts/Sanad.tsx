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
import {
  educationPlaceholderFacts,
  measureFacts,
  nameFacts,
  passportFacts,
  personalFacts,
  referenceFacts,
  workFacts,
} from '../cvFacts';
import { column, frame, hairline, row } from '../style/cvStyle';

// sanad: a formal document — a double frame round the page, one continuous four-column register of facts
// between the two photos, as embassies and ministries expect paperwork to look.
function PersonalPage({ cv }: { cv: Cv }) {
  const { s } = cv;
  const gap = Math.max(8, s.spacing * 2);
  return (
    <CvSheet cv={cv} style={{ padding: 18 }}>
      <div
        style={column({ flexGrow: 1, ...frame(s), borderRadius: Math.min(s.borderRadius, 6), padding: 6 })}
      >
        <div
          style={column({
            flexGrow: 1,
            borderWidth: 1,
            borderStyle: 'solid',
            borderColor: s.borderColor,
            overflow: 'hidden',
          })}
        >
          <HeaderBanner cv={cv} height={130} />
          <div style={column({ padding: '16px 24px', gap })}>
            <SectionTitle cv={cv} look="band" text={cv.t('title')} centred />
            <div style={row(cv.rtl, { gap: 16 })}>
              <CvPhoto cv={cv} kind="face" width={220} height={260} radius={0} frameScale={0.3} />
              <div
                style={column({
                  flexGrow: 1,
                  flexBasis: 0,
                  gap: 0,
                  borderWidth: 1,
                  borderStyle: 'solid',
                  borderColor: hairline(s),
                })}
              >
                <FactList cv={cv} look="table" facts={nameFacts(cv)} labelShare={0.28} />
                <FactList
                  cv={cv}
                  look="table"
                  facts={[...referenceFacts(cv), ...passportFacts(cv)]}
                  columns={2}
                  labelShare={0.5}
                />
              </div>
            </div>
            <div style={row(cv.rtl, { gap: 16 })}>
              <div style={column({ flexGrow: 1, flexBasis: 0, gap: 6 })}>
                <SectionTitle cv={cv} look="band" text={cv.t('personalDetails')} />
                <FactList
                  cv={cv}
                  look="table"
                  facts={[
                    ...personalFacts(cv),
                    ...measureFacts(cv),
                    ...educationPlaceholderFacts(cv),
                    ...workFacts(cv),
                  ]}
                  columns={2}
                  labelShare={0.5}
                />
              </div>
              <CvPhoto cv={cv} kind="stand" width={230} height={500} radius={0} frameScale={0.3} />
            </div>
            <div style={row(cv.rtl, { gap: 16 })}>
              <div style={column({ flexGrow: 1, flexBasis: 0, gap: 6 })}>
                <SectionTitle cv={cv} look="band" text={cv.t('workExperience')} />
                <ExperienceTable cv={cv} />
              </div>
              <div style={column({ width: 420, gap: 6 })}>
                <SectionTitle cv={cv} look="band" text={cv.t('languages')} />
                <LanguageGrid cv={cv} />
              </div>
            </div>
            <SectionTitle cv={cv} look="band" text={cv.t('skills')} />
            <SkillsGrid cv={cv} columns={3} />
            <RemarksRow cv={cv} />
            <div style={row(cv.rtl, { justifyContent: 'center', alignItems: 'center' })}>
              <QrBlock cv={cv} scale={0.45} />
            </div>
          </div>
        </div>
      </div>
    </CvSheet>
  );
}

export const sanad: CvLayout = {
  personalPage: PersonalPage,
  look: 'band',
};
