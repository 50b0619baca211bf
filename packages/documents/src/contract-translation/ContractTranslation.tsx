import {
  agencyName,
  contractCounterpart,
  contractDataMissing,
  formatDocumentDate,
  formatEthiopianDate,
  label,
  sponsorCity,
  sponsorNameAmharic,
  workerName,
  type DateInput,
} from '@placement/domain';
import { pageForPaper, type DocumentPage } from '../DocumentPage';
import { RequiredDataPage } from '../required-data/RequiredDataPage';
import type { DocumentCompany, DocumentEmployee } from '../shared/DocumentEmployee';
import { column, flex, INK, MUTED, pageStyle, SHADE } from '../shared/printStyle';
import type { PrintedPage } from '../visa-application/visaApplicationPages';
import { TRANSLATION_TEXT as T, translationClauses } from './contractTranslationWording';

/** The translation prints on US Letter (spec 02 §9). */
export const TRANSLATION_PAGE: DocumentPage = pageForPaper('Letter');
const MARGIN = 84;
const CONTENT = TRANSLATION_PAGE.width - 2 * MARGIN;
const FONT = "'Noto Sans Ethiopic', 'Noto Sans'";

export interface ContractTranslationProps {
  employee: DocumentEmployee;
  /** The employee's owner: the Ethiopian agency. */
  agency: DocumentCompany;
  /** The other party: the first prospect, else the first partner of the user's company. */
  counterpart: DocumentCompany;
  /** The signing date, printed in the Ethiopian calendar. */
  signingDate: DateInput;
}

function Row({ title, value }: { title: string; value: string }) {
  return (
    <div style={{ ...flex, fontSize: 21, lineHeight: 1.55 }}>
      <div style={{ ...flex, width: 230, flexShrink: 0, color: MUTED }}>{title}</div>
      <div style={{ ...flex, fontWeight: 700 }}>{value || '-'}</div>
    </div>
  );
}

function Party({ title, rows }: { title: string; rows: [string, string][] }) {
  return (
    <div style={{ ...column, marginTop: 18 }}>
      <div style={{ ...flex, background: SHADE, padding: '4px 12px', fontSize: 22, fontWeight: 700 }}>
        {title}
      </div>
      <div style={{ ...column, padding: '6px 12px 0' }}>
        {rows.map(([title, value]) => (
          <Row key={title} title={title} value={value} />
        ))}
      </div>
    </div>
  );
}

function SignatureBox({ title, name }: { title: string; name: string }) {
  return (
    <div style={{ ...column, width: '31%', fontSize: 19 }}>
      <div style={{ ...flex, height: 60, borderBottom: `1px solid ${INK}` }} />
      <div style={{ ...flex, fontWeight: 700, marginTop: 6 }}>{title}</div>
      <div style={{ ...flex, color: MUTED }}>{name}</div>
    </div>
  );
}

/**
 * The Amharic translation of the worker's contract (spec 02 §2.9 item 4), one Letter page: the signing date in
 * the Ethiopian calendar, the two parties with the print fallbacks (Amharic sponsor name, else the sponsor's
 * full name; Amharic city, else the visa city; Amharic worker name, else given name and surname; Amharic
 * agency name, else its display name), the terms with the 1,000 riyal compensation and the two-year term, and
 * the signatures of employer, worker, agency and two witnesses.
 */
export function ContractTranslation({
  employee,
  agency,
  counterpart,
  signingDate,
}: ContractTranslationProps) {
  const visa = employee.visa;
  // Agencies place domestic workers: a record without an applied profession is a housemaid's (the entry
  // form's default profession), so the first term never reads 'works as -'.
  const profession = label('profession', employee.additionalData?.appliedProfession || 'housemaid', 'am');
  const witnesses: [string, string][] = [
    [employee.firstTestimonialName ?? '', employee.firstTestimonialTelephone ?? ''],
    [employee.secondTestimonialName ?? '', employee.secondTestimonialTelephone ?? ''],
  ];
  return (
    <div
      style={{
        ...pageStyle(TRANSLATION_PAGE.width, TRANSLATION_PAGE.height, `64px ${MARGIN}px 56px`),
        fontFamily: FONT,
      }}
    >
      <div style={{ ...flex, justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <div style={{ ...column, fontSize: 20 }}>
          <div style={{ ...flex, fontSize: 24, fontWeight: 700 }}>{agencyName(agency)}</div>
          {agency.licenseNumber ? <div style={flex}>{agency.licenseNumber}</div> : null}
        </div>
        <div style={{ ...column, alignItems: 'flex-end', fontSize: 20 }}>
          <div style={flex}>{`${T.date} ${formatEthiopianDate(signingDate)}`}</div>
          <div style={{ ...flex, color: MUTED }}>{`(${formatDocumentDate(signingDate)})`}</div>
          {visa?.contractNumber ? (
            <div style={flex}>{`${T.contractNumber} ${visa.contractNumber}`}</div>
          ) : null}
          <div style={flex}>{`${T.visaNumber} ${visa?.visaNumber ?? ''}`}</div>
        </div>
      </div>
      <div style={{ ...column, alignItems: 'center', marginTop: 20 }}>
        <div style={{ ...flex, fontSize: 36, fontWeight: 700 }}>{T.title}</div>
        <div style={{ ...flex, fontSize: 20, color: MUTED }}>{T.subtitle}</div>
      </div>
      <Party
        title={T.firstParty}
        rows={[
          [T.name, sponsorNameAmharic(visa)],
          [T.idNumber, visa?.passportNumber ?? ''],
          [T.city, sponsorCity(visa)],
          [T.telephone, visa?.address?.telephone ?? ''],
        ]}
      />
      <Party
        title={T.secondParty}
        rows={[
          [T.name, workerName(employee)],
          [T.passport, employee.passportNumber ?? ''],
          [T.address, [employee.address?.city, employee.address?.streetAddress].filter(Boolean).join(', ')],
          [T.telephone, employee.address?.telephone ?? ''],
          [
            T.contactPerson,
            [employee.contactPerson?.displayName, employee.contactPerson?.address?.telephone]
              .filter(Boolean)
              .join(' - '),
          ],
        ]}
      />
      <Party
        title={T.agencies}
        rows={[
          [T.sendingAgency, agencyName(agency)],
          [T.receivingAgency, counterpart.displayName ?? ''],
        ]}
      />
      <div
        style={{
          ...flex,
          background: SHADE,
          padding: '4px 12px',
          fontSize: 22,
          fontWeight: 700,
          marginTop: 18,
        }}
      >
        {T.terms}
      </div>
      <div style={{ ...column, padding: '6px 12px 0', width: CONTENT }}>
        {translationClauses(employee.sex, profession).map((clause, i) => (
          <div key={i} style={{ ...flex, fontSize: 20, lineHeight: 1.5, marginTop: 4 }}>
            <div style={{ ...flex, width: 34, flexShrink: 0, fontWeight: 700 }}>{`${i + 1}.`}</div>
            <div style={flex}>{clause}</div>
          </div>
        ))}
      </div>
      <div style={{ ...flex, justifyContent: 'space-between', marginTop: 'auto' }}>
        <SignatureBox title={T.employer} name={sponsorNameAmharic(visa)} />
        <SignatureBox title={T.employee} name={workerName(employee)} />
        <SignatureBox title={T.agency} name={agencyName(agency)} />
      </div>
      <div style={{ ...flex, fontSize: 19, fontWeight: 700, marginTop: 22 }}>{T.witnesses}</div>
      <div style={{ ...flex, justifyContent: 'space-between', fontSize: 18 }}>
        {witnesses.map(([name, phone], i) => (
          <div key={i} style={{ ...flex, width: '48%', alignItems: 'flex-end' }}>
            <div style={{ ...flex, flexShrink: 0 }}>{`${i + 1}. ${name || '________________'}`}</div>
            <div style={{ ...flex, flexShrink: 0, marginLeft: 10, color: MUTED }}>{phone}</div>
            <div style={{ ...flex, flexShrink: 0, marginLeft: 10 }}>{T.signature}</div>
            <div style={{ ...flex, flexGrow: 1, height: 1, background: INK, margin: '0 0 6px 6px' }} />
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * The `_Contract.pdf` of one employee: the translation, or the 'Please fill all the required Data' page when a
 * required part is missing (domain contractDataMissing).
 */
export function contractTranslationPages(
  employee: DocumentEmployee,
  options: {
    agency: DocumentCompany;
    userCompany?: { partners?: readonly (DocumentCompany | null)[] | null } | null;
    signingDate: DateInput;
  },
): PrintedPage[] {
  const counterpart = contractCounterpart(employee, options.userCompany);
  if (contractDataMissing(employee, counterpart) !== null || !counterpart)
    return [
      {
        element: <RequiredDataPage page={TRANSLATION_PAGE} document="የሥራ ውል ትርጉም - Contract translation" />,
        page: TRANSLATION_PAGE,
      },
    ];
  return [
    {
      element: (
        <ContractTranslation
          employee={employee}
          agency={options.agency}
          counterpart={counterpart}
          signingDate={options.signingDate}
        />
      ),
      page: TRANSLATION_PAGE,
    },
  ];
}
