import type { Cv } from '../CvContext';
import { officeAddress, officePhones, officeQrText } from '../cvFacts';
import { QrCode, qrMinimumSize, qrQuietBorder } from '../parts/QrCode';
import { column, row } from '../style/cvStyle';

export interface QrBlockProps {
  cv: Cv;
  /** Scale of the settings' QR size, for layouts that place it in a narrow column. */
  scale?: number;
  stacked?: boolean;
  colour?: string;
  textColour?: string;
}

/**
 * The office block: a QR code (size and quiet zone from the settings) with phones and address. Phone numbers
 * keep Western digits in Arabic too: they are dialled, not read as quantities.
 */
export function QrBlock({ cv, scale = 1, stacked = false, colour = '#111111', textColour }: QrBlockProps) {
  const { s } = cv;
  const moreLink = s.qrMoreCvs.link.trim();
  const officeText = officeQrText(cv);
  // A layout's scale may not shrink a code below what scans from a 150 dpi drawing of the PDF.
  const size = Math.max(
    Math.round(Math.min(s.qrLocation.width, s.qrLocation.height) * scale),
    s.qrLocation.imageUrl ? 0 : qrMinimumSize(officeText, s.qrLocation.margin),
  );
  const moreSize = Math.max(
    Math.round(Math.min(s.qrMoreCvs.width, s.qrMoreCvs.height) * scale),
    moreLink ? qrMinimumSize(moreLink, s.qrMoreCvs.margin) : 0,
  );
  const phones = officePhones(cv);
  const address = officeAddress(cv);
  const words = { display: 'flex', ...cv.text, color: textColour ?? s.valueFontColor } as const;
  const info = (
    <div
      style={column({
        gap: 6,
        justifyContent: 'center',
        alignItems: stacked ? 'center' : cv.rtl ? 'flex-end' : 'flex-start',
      })}
    >
      <div style={{ ...words, fontSize: s.labelFontSize, fontWeight: 700, textTransform: s.textTransform }}>
        {cv.t('contact')}
      </div>
      {cv.agency.displayName ? (
        <div style={{ ...words, fontSize: s.valueFontSize, fontWeight: 700 }}>{cv.agency.displayName}</div>
      ) : null}
      {phones.map((phone) => (
        <div key={phone} style={row(cv.rtl, { gap: 6, ...words, fontSize: s.valueFontSize - 2 })}>
          <div style={{ display: 'flex', opacity: 0.75 }}>{cv.t('telephone')}</div>
          <div style={{ display: 'flex', direction: 'ltr' }}>{phone}</div>
        </div>
      ))}
      {address ? <div style={{ ...words, fontSize: s.valueFontSize - 2 }}>{address}</div> : null}
    </div>
  );
  return (
    <div
      style={
        stacked ? column({ alignItems: 'center', gap: 12 }) : row(cv.rtl, { alignItems: 'center', gap: 20 })
      }
    >
      <div
        style={{
          display: 'flex',
          padding: s.qrLocation.imageUrl
            ? 4
            : Math.max(4, qrQuietBorder(officeText, size, s.qrLocation.margin)),
          backgroundColor: '#ffffff',
          borderRadius: 6,
        }}
      >
        {s.qrLocation.imageUrl ? (
          <img
            src={s.qrLocation.imageUrl}
            alt=""
            width={size}
            height={size}
            style={{ width: size, height: size }}
          />
        ) : (
          <QrCode text={officeText} size={size} margin={s.qrLocation.margin} colour={colour} />
        )}
      </div>
      {info}
      {moreLink ? (
        <div style={column({ alignItems: 'center', gap: 4 })}>
          <div
            style={{
              display: 'flex',
              padding: Math.max(4, qrQuietBorder(moreLink, moreSize, s.qrMoreCvs.margin)),
              backgroundColor: '#ffffff',
              borderRadius: 6,
            }}
          >
            <QrCode text={moreLink} size={moreSize} margin={s.qrMoreCvs.margin} colour={colour} />
          </div>
          <div style={{ ...words, fontSize: s.labelFontSize - 4 }}>{cv.t('scanToSee')}</div>
        </div>
      ) : null}
    </div>
  );
}
