import { agencyPhones, agencyQrText, formatDocumentDate, label } from '@placement/domain';
import { qrDataUrl } from '../codes/qrSvg';
import { pageForPaper, type DocumentPage } from '../DocumentPage';
import type { DocumentCompany, DocumentEmployee } from '../shared/DocumentEmployee';
import { column, flex, INK, pageStyle, RULE, SHADE } from '../shared/printStyle';
import { RuledLine } from '../shared/RuledLine';
import { EmbassyTitle } from '../visa-application/EmbassyHeader';

export const DEPENDENTS_PAGE: DocumentPage = pageForPaper('A4');
const MARGIN = 56;
const CONTENT = DEPENDENTS_PAGE.width - 2 * MARGIN;
const QR = 220;
/** Rows the dependents table always offers, filled or not: the embassy's form has room for five. */
const TABLE_ROWS = 5;

/** Someone travelling on the applicant's passport (usually nobody for a worker: the table then says so). */
export interface Dependent {
  name: string;
  relationship: string;
  sex?: string | null;
  dateOfBirth?: string | null;
}

export interface DependentsPageProps {
  employee: DocumentEmployee;
  agency: DocumentCompany;
  dependents?: Dependent[];
}

const COLUMNS = [
  { en: 'No.', ar: 'م', width: 80 },
  { en: 'Name', ar: 'الاسم', width: 430 },
  { en: 'Relationship', ar: 'صلة القرابة', width: 230 },
  { en: 'Sex', ar: 'الجنس', width: 150 },
  { en: 'Date of birth', ar: 'تاريخ الميلاد', width: CONTENT - 80 - 430 - 230 - 150 },
];

const cell = {
  ...flex,
  alignItems: 'center',
  padding: '0 10px',
  marginRight: 1,
  background: '#ffffff',
} as const;

function DependentsTable({ dependents }: { dependents: Dependent[] }) {
  const rows = Array.from({ length: Math.max(TABLE_ROWS, dependents.length) }, (_, i) => dependents[i]);
  return (
    <div style={{ ...column, background: RULE, padding: '1px 0 0 1px', width: CONTENT }}>
      <div style={{ ...flex, height: 62, marginBottom: 1 }}>
        {COLUMNS.map((c) => (
          <div
            key={c.en}
            style={{ ...cell, ...column, justifyContent: 'center', width: c.width - 1, background: SHADE }}
          >
            <div style={{ ...flex, fontSize: 17, fontWeight: 700 }}>{c.en}</div>
            <div style={{ ...flex, fontSize: 17 }}>{c.ar}</div>
          </div>
        ))}
      </div>
      {rows.map((dependent, i) => {
        const shown = dependent
          ? [
              dependent.name.toUpperCase(),
              dependent.relationship,
              label('sex', dependent.sex, 'en').toUpperCase(),
              formatDocumentDate(dependent.dateOfBirth),
            ]
          : i === 0 && dependents.length === 0
            ? ['NONE', 'لا يوجد', '', '']
            : ['', '', '', ''];
        return (
          <div key={i} style={{ ...flex, height: 50, marginBottom: 1, fontSize: 19 }}>
            <div style={{ ...cell, width: (COLUMNS[0]?.width ?? 1) - 1 }}>{String(i + 1)}</div>
            {shown.map((value, c) => (
              <div key={c} style={{ ...cell, width: (COLUMNS[c + 1]?.width ?? 1) - 1 }}>
                {value}
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}

/**
 * The dependents page of the visa application (spec 02 §2.9 item 2): who travels on the same passport, the
 * applicant's declaration, the signature block, the consular section's official-use block, and a QR code
 * with the agency's name, licence number and phones for the clerk to reach the agency.
 */
export function DependentsPage({ employee, agency, dependents = [] }: DependentsPageProps) {
  const name = `${employee.givenName ?? ''} ${employee.surName ?? ''}`.trim().toUpperCase();
  const phones = agencyPhones(agency);
  return (
    <div style={pageStyle(DEPENDENTS_PAGE.width, DEPENDENTS_PAGE.height, `48px ${MARGIN}px 56px`)}>
      <EmbassyTitle width={CONTENT} />
      <div style={{ ...flex, height: 2, background: INK, marginTop: 12, marginBottom: 18 }} />
      <div style={{ ...flex, justifyContent: 'space-between', fontSize: 26, fontWeight: 700 }}>
        <div style={flex}>Dependents on the same passport</div>
        <div style={flex}>المرافقون على نفس الجواز</div>
      </div>
      <div
        style={{ ...flex, justifyContent: 'space-between', fontSize: 19, marginTop: 14, marginBottom: 14 }}
      >
        <div style={flex}>{`Applicant: ${name}`}</div>
        <div style={flex}>{`Passport No.: ${employee.passportNumber ?? ''}`}</div>
        <div style={flex}>{`Application No.: ${(employee.embassyProcess?.enjazNumber ?? '').trim()}`}</div>
      </div>
      <DependentsTable dependents={dependents} />
      <div style={{ ...column, marginTop: 26, fontSize: 19, lineHeight: 1.5 }}>
        <div style={{ ...flex, fontWeight: 700, fontSize: 21 }}>Declaration</div>
        <div style={flex}>
          I, the undersigned, declare that the information given in this application is true and complete,
          that I will respect the laws of the Kingdom of Saudi Arabia during my stay, and that I will leave
          the Kingdom when my visa or residence ends.
        </div>
        <div style={{ ...flex, fontWeight: 700, fontSize: 21, marginTop: 14, justifyContent: 'flex-end' }}>
          إقرار
        </div>
        <div style={{ ...flex, justifyContent: 'flex-end', textAlign: 'right' }}>
          أقر أنا الموقع أدناه بأن جميع البيانات الواردة في هذا الطلب صحيحة وكاملة، وأتعهد باحترام أنظمة
          المملكة العربية السعودية طوال مدة إقامتي، ومغادرة المملكة عند انتهاء التأشيرة أو الإقامة.
        </div>
      </div>
      <div style={{ ...flex, justifyContent: 'space-between', marginTop: 20 }}>
        <RuledLine en="Signature" ar="التوقيع" width="48%" />
        <RuledLine en="Date" ar="التاريخ" width="48%" />
      </div>
      <div style={{ ...column, marginTop: 26, border: `2px solid ${INK}`, padding: '0 0 10px' }}>
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
          <div style={flex}>For official use only</div>
          <div style={flex}>للاستعمال الرسمي فقط</div>
        </div>
        <div style={{ ...flex, flexWrap: 'wrap', justifyContent: 'space-between', padding: '0 14px' }}>
          <RuledLine en="Visa No." ar="رقم التأشيرة" width="48%" />
          <RuledLine en="Date" ar="التاريخ" width="48%" />
          <RuledLine en="Authorization No." ar="رقم الأمر" width="48%" />
          <RuledLine en="Fees" ar="الرسوم" width="48%" />
          <RuledLine en="Checked by" ar="المدقق" width="48%" />
          <RuledLine en="Consul's signature" ar="توقيع القنصل" width="48%" />
        </div>
      </div>
      <div style={{ ...flex, marginTop: 'auto', alignItems: 'flex-end', justifyContent: 'space-between' }}>
        <div style={{ ...column, fontSize: 18, lineHeight: 1.45 }}>
          <div style={{ ...flex, fontSize: 21, fontWeight: 700 }}>{agency.displayName ?? ''}</div>
          {agency.licenseNumber ? <div style={flex}>{`Licence No. ${agency.licenseNumber}`}</div> : null}
          {phones.map((phone) => (
            <div key={phone} style={flex}>{`Tel. ${phone}`}</div>
          ))}
        </div>
        <img src={qrDataUrl(agencyQrText(agency), 2)} width={QR} height={QR} alt="" />
      </div>
    </div>
  );
}
