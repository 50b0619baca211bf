import type { Cv } from '../CvContext';
import { candidateName } from '../cvFacts';
import { CV_PAGE_SIZE } from '../pageSize';
import { Photo } from '../parts/Photo';
import { column, frame } from '../style/cvStyle';
import { fitLength } from '../style/fitLength';
import type { TitleLook } from './CvLook';
import { HeaderBanner } from './HeaderBanner';
import { SectionTitle } from './SectionTitle';

export interface PassportPageProps {
  cv: Cv;
  look: TitleLook;
  /** Page background; the settings' background colour by default. */
  background?: string;
}

/** The second page: the passport scan at the template's passport size, under the header when asked. */
export function PassportPage({ cv, look, background }: PassportPageProps) {
  const { s } = cv;
  return (
    <div
      lang={cv.lang}
      dir={cv.rtl ? 'rtl' : 'ltr'}
      style={column({
        width: CV_PAGE_SIZE.width,
        height: CV_PAGE_SIZE.height,
        backgroundColor: background ?? s.bgColor,
        ...cv.text,
      })}
    >
      {s.addPassportHeader ? <HeaderBanner cv={cv} height={220} /> : null}
      <div style={column({ flexGrow: 1, padding: 48, gap: 28, alignItems: 'stretch' })}>
        <SectionTitle cv={cv} look={look} text={`${cv.t('passportCopy')} - ${candidateName(cv)}`} centred />
        <div style={{ display: 'flex', flexGrow: 1, justifyContent: 'center', alignItems: 'center' }}>
          <Photo
            src={cv.employee.passportScan}
            width={fitLength(s.passportWidth, CV_PAGE_SIZE.width - 96)}
            height={fitLength(s.passportHeight, CV_PAGE_SIZE.height - 420)}
            radius={Math.min(s.borderRadius, 16)}
            shadow={s.passportShadow}
            border={frame(s, 0.6)}
            tint="#9aa3ad"
            background="#eef1f4"
            label={cv.t('noPhoto')}
            fontSize={s.valueFontSize}
          />
        </div>
      </div>
    </div>
  );
}
