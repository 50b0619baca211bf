import { barcodeImage } from '../codes/barcodeImage';
import { column, flex, MUTED } from '../shared/printStyle';

/** The embassy's heading lines, English on the left and Arabic on the right, as on its printed forms. */
export function EmbassyTitle({ width }: { width: number }) {
  return (
    <div style={{ ...flex, width, justifyContent: 'space-between', alignItems: 'center' }}>
      <div style={{ ...column, fontSize: 19, fontWeight: 700, lineHeight: 1.35 }}>
        <div style={flex}>KINGDOM OF SAUDI ARABIA</div>
        <div style={flex}>Ministry of Foreign Affairs</div>
        <div style={flex}>Royal Embassy of Saudi Arabia</div>
        <div style={flex}>Consular Section - Addis Ababa</div>
      </div>
      <div style={{ ...column, alignItems: 'center' }}>
        <div style={{ ...flex, fontSize: 30, fontWeight: 700 }}>طلب تأشيرة</div>
        <div style={{ ...flex, fontSize: 24, fontWeight: 700 }}>VISA APPLICATION</div>
      </div>
      <div style={{ ...column, alignItems: 'flex-end', fontSize: 21, fontWeight: 700, lineHeight: 1.35 }}>
        <div style={flex}>المملكة العربية السعودية</div>
        <div style={flex}>وزارة الخارجية</div>
        <div style={flex}>سفارة المملكة العربية السعودية</div>
        <div style={flex}>القسم القنصلي - أديس أبابا</div>
      </div>
    </div>
  );
}

function NumberCode({ en, ar, value }: { en: string; ar: string; value: string }) {
  const code = barcodeImage(value, 'code128a', 12);
  return (
    <div style={{ ...column, alignItems: 'center' }}>
      <div style={{ ...flex, fontSize: 16, color: MUTED }}>
        <div style={{ ...flex, marginRight: 10 }}>{en}</div>
        <div style={flex}>{ar}</div>
      </div>
      <img src={code.src} width={code.width} height={code.height} alt="" />
      <div style={{ ...flex, fontSize: 20, fontWeight: 700, letterSpacing: 2 }}>{value}</div>
    </div>
  );
}

/**
 * The two code128a barcodes the consular section scans: the visa number and the application (Enjaz) number.
 * Code set A carries upper-case letters and digits, which is all either number holds.
 */
export function ApplicationBarcodes({
  width,
  visaNumber,
  applicationNumber,
}: {
  width: number;
  visaNumber: string;
  applicationNumber: string;
}) {
  return (
    <div style={{ ...flex, width, justifyContent: 'space-between', alignItems: 'flex-end' }}>
      <NumberCode en="Visa No." ar="رقم التأشيرة" value={visaNumber} />
      <NumberCode en="Application No." ar="رقم الطلب" value={applicationNumber} />
    </div>
  );
}
