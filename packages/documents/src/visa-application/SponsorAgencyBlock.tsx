import { agencyPhones, formatDocumentDate } from '@placement/domain';
import { BilingualField } from '../shared/BilingualField';
import type { DocumentCompany, DocumentEmployee } from '../shared/DocumentEmployee';
import { column, flex, INK, SHADE } from '../shared/printStyle';

/** Who sponsors the visa and which licensed agency sends the worker: the application's second block. */
export function SponsorAgencyBlock({
  employee,
  agency,
  width,
}: {
  employee: DocumentEmployee;
  agency: DocumentCompany;
  width: number;
}) {
  const visa = employee.visa;
  const sponsorAddress = [visa?.address?.city, visa?.address?.country]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(', ')
    .toUpperCase();
  const agencyAddress = [agency.address?.streetAddress, agency.address?.city]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(', ');
  return (
    <div style={{ ...column, width, border: `2px solid ${INK}` }}>
      <div
        style={{
          ...flex,
          justifyContent: 'space-between',
          background: SHADE,
          padding: '6px 12px',
          fontSize: 19,
          fontWeight: 700,
        }}
      >
        <div style={flex}>Sponsor and agency</div>
        <div style={flex}>بيانات الكفيل والمكتب</div>
      </div>
      <div style={{ ...column, padding: '6px 14px 10px' }}>
        <BilingualField en="Sponsor name" ar="اسم الكفيل" value={(visa?.fullName ?? '').toUpperCase()} />
        <div style={{ ...flex, justifyContent: 'space-between' }}>
          <BilingualField
            en="Sponsor ID"
            ar="رقم هوية الكفيل"
            value={visa?.passportNumber ?? ''}
            width="48.5%"
          />
          <BilingualField en="Telephone" ar="الهاتف" value={visa?.address?.telephone ?? ''} width="48.5%" />
        </div>
        <div style={{ ...flex, justifyContent: 'space-between' }}>
          <BilingualField en="Address" ar="العنوان" value={sponsorAddress} width="48.5%" />
          <BilingualField
            en="Stamped on"
            ar="تاريخ الختم"
            value={formatDocumentDate(employee.embassyProcess?.stampedDate)}
            width="48.5%"
          />
        </div>
        <BilingualField en="Agency" ar="مكتب الاستقدام" value={(agency.displayName ?? '').toUpperCase()} />
        <div style={{ ...flex, justifyContent: 'space-between' }}>
          <BilingualField
            en="Licence No."
            ar="رقم الترخيص"
            value={agency.licenseNumber ?? ''}
            width="48.5%"
          />
          <BilingualField en="Telephone" ar="الهاتف" value={agencyPhones(agency)[0] ?? ''} width="48.5%" />
        </div>
        <BilingualField en="Agency address" ar="عنوان المكتب" value={agencyAddress} />
      </div>
    </div>
  );
}
