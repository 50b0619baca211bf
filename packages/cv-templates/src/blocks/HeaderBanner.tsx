import type { Cv } from '../CvContext';
import { officePhones } from '../cvFacts';
import { column, headFill, row } from '../style/cvStyle';

export interface HeaderBannerProps {
  cv: Cv;
  height: number;
}

/** The agency's header image across the page, or a drawn band with its name and phones when it has none. */
export function HeaderBanner({ cv, height }: HeaderBannerProps) {
  const { s, agency } = cv;
  if (agency.header) {
    return (
      <div style={{ display: 'flex', width: '100%', height }}>
        <img
          src={agency.header}
          alt=""
          width="100%"
          height={height}
          style={{ width: '100%', height, objectFit: 'cover' }}
        />
      </div>
    );
  }
  const phones = officePhones(cv);
  return (
    <div
      style={row(cv.rtl, {
        width: '100%',
        height,
        alignItems: 'center',
        justifyContent: 'space-between',
        padding: '0 40px',
        ...headFill(s),
      })}
    >
      <div style={column({ alignItems: cv.rtl ? 'flex-end' : 'flex-start', flexShrink: 1 })}>
        <div
          style={{
            display: 'flex',
            ...cv.text,
            fontSize: Math.round(height * 0.2),
            fontWeight: 700,
            color: s.headFontColor,
          }}
        >
          {agency.displayName || cv.t('title')}
        </div>
        <div
          style={{
            display: 'flex',
            ...cv.text,
            fontSize: Math.round(height * 0.13),
            color: s.headFontColor,
            opacity: 0.85,
          }}
        >
          {cv.t('applicationForEmployment')}
        </div>
      </div>
      <div style={column({ alignItems: cv.rtl ? 'flex-start' : 'flex-end', gap: 2, flexShrink: 0 })}>
        {phones.slice(0, 3).map((phone) => (
          <div
            key={phone}
            style={{
              display: 'flex',
              fontSize: Math.round(height * 0.12),
              color: s.headFontColor,
              direction: 'ltr',
            }}
          >
            {phone}
          </div>
        ))}
      </div>
    </div>
  );
}
