import type { ReactNode } from 'react';
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
import { SkillsGrid } from '../blocks/SkillsGrid';
import { measureFacts, passportFacts, personalFacts, referenceFacts, workFacts } from '../cvFacts';
import { column, frame, headFill, headText, row } from '../style/cvStyle';

// cadres: every block sits in its own framed card (the template's border), titled inside its top edge.
function Card({
  cv,
  title,
  children,
  grow = true,
}: {
  cv: Cv;
  title?: string;
  children: ReactNode;
  grow?: boolean;
}) {
  const { s } = cv;
  return (
    <div
      style={column({
        ...(grow ? { flexGrow: 1, flexBasis: 0 } : {}),
        overflow: 'hidden',
        backgroundColor: '#ffffff',
        ...frame(s, 0.4),
        borderRadius: Math.max(s.borderRadius, 8),
        ...(s.bodyShadow !== 'none' ? { boxShadow: s.bodyShadow } : {}),
      })}
    >
      {title ? (
        <div
          style={row(cv.rtl, {
            alignItems: 'center',
            minHeight: Math.round(s.headerHeight * 0.8),
            padding: '0 16px',
            ...headFill(s),
          })}
        >
          <div style={{ display: 'flex', ...cv.text, ...headText(s), fontSize: s.labelFontSize + 2 }}>
            {title}
          </div>
        </div>
      ) : null}
      <div style={column({ padding: 10, gap: 6, flexGrow: 1 })}>{children}</div>
    </div>
  );
}

function PersonalPage({ cv }: { cv: Cv }) {
  const { s } = cv;
  const gap = Math.max(12, s.spacing * 3);
  return (
    <CvSheet cv={cv}>
      <HeaderBanner cv={cv} height={140} />
      <div style={column({ padding: '20px 34px', gap })}>
        <div style={row(cv.rtl, { gap })}>
          <Card cv={cv} grow={false}>
            <CvPhoto cv={cv} kind="face" width={230} height={250} frameScale={0} radius={6} />
          </Card>
          <Card cv={cv}>
            <NameBlock cv={cv} size={30} colour={s.valueFontColor} accent={s.headBgColor} />
            <FactList
              cv={cv}
              look="table"
              facts={[...referenceFacts(cv), ...measureFacts(cv)]}
              columns={2}
              labelShare={0.5}
            />
          </Card>
        </div>
        <div style={row(cv.rtl, { gap })}>
          <Card cv={cv} title={cv.t('passportDetails')}>
            <FactList cv={cv} look="table" facts={passportFacts(cv)} />
          </Card>
          <Card cv={cv} title={cv.t('workInformation')}>
            <FactList cv={cv} look="table" facts={workFacts(cv)} />
          </Card>
        </div>
        <div style={row(cv.rtl, { gap })}>
          <Card cv={cv} title={cv.t('personalDetails')}>
            <FactList cv={cv} look="table" facts={personalFacts(cv)} />
          </Card>
          <Card cv={cv} grow={false}>
            <CvPhoto cv={cv} kind="stand" width={300} height={400} frameScale={0} radius={6} />
          </Card>
        </div>
        <div style={row(cv.rtl, { gap })}>
          <Card cv={cv} title={cv.t('workExperience')}>
            <ExperienceTable cv={cv} />
          </Card>
          <Card cv={cv} title={cv.t('languages')}>
            <LanguageGrid cv={cv} />
          </Card>
        </div>
        <Card cv={cv} title={cv.t('skills')} grow={false}>
          <SkillsGrid cv={cv} columns={3} />
        </Card>
        <div style={row(cv.rtl, { gap, alignItems: 'stretch' })}>
          <Card cv={cv}>
            <RemarksRow cv={cv} />
          </Card>
          <Card cv={cv} grow={false}>
            <QrBlock cv={cv} scale={0.4} />
          </Card>
        </div>
      </div>
    </CvSheet>
  );
}

export const cadres: CvLayout = {
  personalPage: PersonalPage,
  look: 'band',
};
