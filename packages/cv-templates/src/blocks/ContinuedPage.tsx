import type { Cv } from '../CvContext';
import { fullNameOf } from '../cvFacts';
import { CONTINUED_PAGE_PADDING } from '../paging/cvPageRoom';
import type { CvPagePart } from '../paging/cvFlow';
import { plainText } from '../text/cvDisplay';
import { column } from '../style/cvStyle';
import { CvSheet } from './CvSheet';
import type { TitleLook } from './CvLook';
import { ExperienceTable } from './ExperienceTable';
import { HeaderBanner } from './HeaderBanner';
import { RemarksRow } from './RemarksRow';
import { SectionTitle } from './SectionTitle';

export interface ContinuedPageProps {
  cv: Cv;
  look: TitleLook;
  part: CvPagePart;
}

/**
 * A continuation page: the work rows and the end of the remark that the personal page had no room for, under the
 * candidate's name and passport number so a loose page still finds its CV.
 */
export function ContinuedPage({ cv, look, part }: ContinuedPageProps) {
  const { s } = cv;
  const passport = plainText(cv.employee.passportNumber, 'en');
  // A hide-contact link's CV has neither: the title then only says the page continues.
  const who = [fullNameOf(cv), passport === '-' ? '' : passport].filter(Boolean).join(' - ');
  const title = who ? `${who} (${cv.t('continued')})` : cv.t('continued');
  return (
    <CvSheet cv={cv}>
      {s.addPassportHeader ? <HeaderBanner cv={cv} height={220} /> : null}
      <div style={column({ padding: CONTINUED_PAGE_PADDING, gap: 28 })}>
        <SectionTitle cv={cv} look={look} text={title} centred />
        {part.showsWork ? (
          <div style={column({ gap: 6 })}>
            <SectionTitle cv={cv} look={look} text={`${cv.t('workExperience')} (${cv.t('continued')})`} />
            <ExperienceTable cv={cv} />
          </div>
        ) : null}
        {part.showsRemark ? <RemarksRow cv={cv} /> : null}
      </div>
    </CvSheet>
  );
}
