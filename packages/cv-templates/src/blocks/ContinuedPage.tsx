import type { Cv } from '../CvContext';
import { candidateName } from '../cvFacts';
import { CV_PAGE_SIZE } from '../pageSize';
import { CONTINUED_PAGE_PADDING } from '../paging/cvPageRoom';
import type { CvPagePart } from '../paging/cvFlow';
import { plainText } from '../text/cvDisplay';
import { column } from '../style/cvStyle';
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
  const who = [candidateName(cv), passport === '-' ? '' : passport].filter(Boolean).join(' - ');
  return (
    <div
      lang={cv.lang}
      dir={cv.rtl ? 'rtl' : 'ltr'}
      style={column({
        width: CV_PAGE_SIZE.width,
        height: CV_PAGE_SIZE.height,
        overflow: 'hidden',
        backgroundColor: s.bgColor,
        ...cv.text,
      })}
    >
      {s.addPassportHeader ? <HeaderBanner cv={cv} height={220} /> : null}
      <div style={column({ padding: CONTINUED_PAGE_PADDING, gap: 28 })}>
        <SectionTitle cv={cv} look={look} text={`${who} (${cv.t('continued')})`} centred />
        {part.showsWork ? (
          <div style={column({ gap: 6 })}>
            <SectionTitle cv={cv} look={look} text={`${cv.t('workExperience')} (${cv.t('continued')})`} />
            <ExperienceTable cv={cv} />
          </div>
        ) : null}
        {part.showsRemark ? <RemarksRow cv={cv} /> : null}
      </div>
    </div>
  );
}
