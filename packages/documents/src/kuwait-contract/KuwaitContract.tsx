import {
  ageFromMonths,
  contractCounterpart,
  contractDataMissing,
  formatDocumentDate,
  formatEthiopianDate,
  hideKuwaitPlaceholder,
  KUWAIT_TESTIMONIAL_ADDRESS,
  kuwaitContractSalary,
  kuwaitEmploymentSite,
  label,
  type DateInput,
} from '@placement/domain';
import type { CSSProperties } from 'react';
import { pageForPaper, type DocumentPage } from '../DocumentPage';
import { RequiredDataPage } from '../required-data/RequiredDataPage';
import type { DocumentCompany, DocumentEmployee } from '../shared/DocumentEmployee';
import { column, flex, INK, MUTED, pageStyle, RULE, SHADE } from '../shared/printStyle';
import type { PrintedPage } from '../visa-application/visaApplicationPages';
import { KUWAIT_TEXT as T, kuwaitClauses, type Trilingual } from './kuwaitContractWording';

/** The Kuwait contract prints on A3 (spec 02 §9). */
export const KUWAIT_CONTRACT_PAGE: DocumentPage = pageForPaper('A3');
const MARGIN = 80;
const CONTENT = KUWAIT_CONTRACT_PAGE.width - 2 * MARGIN;
/** English | Amharic | Arabic, the order of the form: left to right, Arabic against the right edge. */
const THIRD = Math.floor((CONTENT - 2 * 24) / 3);

export interface KuwaitContractProps {
  employee: DocumentEmployee;
  /** The employee's owner: the sending agency in Ethiopia. */
  agency: DocumentCompany;
  /** The recruitment office in Kuwait: the first prospect, else the first partner of the user's company. */
  counterpart: DocumentCompany;
  signingDate: DateInput;
}

// Right to left: a flex row's start is its right edge (the render layer lays a right-to-left row out reversed,
// as a browser does), so the default packing already sets Arabic against the right edge.
const rtl: CSSProperties = { direction: 'rtl', textAlign: 'right' };

function Three({ text, size = 22, weight = 400 }: { text: Trilingual; size?: number; weight?: number }) {
  const common: CSSProperties = {
    ...flex,
    width: THIRD,
    fontSize: size,
    fontWeight: weight,
    lineHeight: 1.45,
  };
  return (
    <div style={{ ...flex, justifyContent: 'space-between', width: CONTENT }}>
      <div style={common}>{text.en}</div>
      <div style={{ ...common, fontFamily: "'Noto Sans Ethiopic', 'Noto Sans'" }}>{text.am}</div>
      <div style={{ ...common, ...rtl, fontFamily: "'Noto Sans Arabic', 'Noto Sans'" }}>{text.ar}</div>
    </div>
  );
}

function SectionTitle({ text }: { text: Trilingual }) {
  return (
    <div style={{ ...flex, background: SHADE, padding: '6px 0', marginTop: 24, marginBottom: 8 }}>
      <Three text={text} size={24} weight={700} />
    </div>
  );
}

/** One line of a party's details: its label in the three languages around the one value. */
function Detail({ labels, value }: { labels: Trilingual; value: string }) {
  return (
    <div style={{ ...flex, alignItems: 'flex-end', width: CONTENT, minHeight: 48, fontSize: 20 }}>
      <div style={{ ...flex, width: 300, color: MUTED, lineHeight: '34px' }}>{labels.en}</div>
      <div style={{ ...flex, width: 300, color: MUTED, lineHeight: '34px' }}>{labels.am}</div>
      <div
        style={{
          ...flex,
          flexGrow: 1,
          justifyContent: 'center',
          fontSize: 23,
          fontWeight: 700,
          lineHeight: '34px',
          borderBottom: `1px solid ${RULE}`,
        }}
      >
        {value || ' '}
      </div>
      <div style={{ ...flex, ...rtl, width: 300, color: MUTED, lineHeight: '34px' }}>{labels.ar}</div>
    </div>
  );
}

function SignatureBlock({ title, name }: { title: Trilingual; name: string }) {
  return (
    <div style={{ ...column, width: Math.floor((CONTENT - 60) / 4), fontSize: 19 }}>
      <div style={{ ...flex, fontWeight: 700 }}>{title.en}</div>
      <div style={{ ...flex, fontWeight: 700 }}>{title.am}</div>
      <div style={{ ...flex, fontWeight: 700 }}>{title.ar}</div>
      <div style={{ ...flex, fontSize: 20, marginTop: 8 }}>{name || ' '}</div>
      <div style={{ ...flex, height: 80, borderBottom: `1px solid ${INK}` }} />
      <div style={{ ...flex, color: MUTED, marginTop: 4 }}>{`${T.signature.en} / ${T.signature.am}`}</div>
    </div>
  );
}

function Witness({
  number,
  name,
  address,
  telephone,
}: {
  number: number;
  name: string;
  address: string;
  telephone: string;
}) {
  return (
    <div style={{ ...column, width: Math.floor((CONTENT - 40) / 2), fontSize: 21 }}>
      <div style={{ ...flex, fontWeight: 700 }}>{`${number}. ${name || '____________________'}`}</div>
      <div style={{ ...flex, color: MUTED }}>{`${T.address.en} / ${T.address.am}: ${address}`}</div>
      <div
        style={{ ...flex, color: MUTED }}
      >{`${T.telephone.en} / ${T.telephone.am}: ${telephone || '-'}`}</div>
      <div style={{ ...flex, alignItems: 'flex-end', height: 60 }}>
        <div style={{ ...flex, color: MUTED }}>{`${T.signature.en} / ${T.signature.am}`}</div>
        <div style={{ ...flex, flexGrow: 1, height: 1, background: INK, margin: '0 0 6px 10px' }} />
      </div>
    </div>
  );
}

/**
 * The trilingual Amharic/English/Arabic employment contract for Kuwait (spec 02 §2.9 item 5), one A3 page:
 * the two parties (the worker's age counted from months elapsed), the sending agency and the Kuwait office, the
 * terms of spec 02 §9 (two years from departure, the salary in KWD paid within 10 days of month end, 30 days'
 * notice, 4 copies, Kuwait City when the visa names no city), and the signature and witness blocks.
 */
export function KuwaitContract({ employee, agency, counterpart, signingDate }: KuwaitContractProps) {
  const visa = employee.visa;
  const data = employee.additionalData;
  const site = kuwaitEmploymentSite(visa);
  const worker = `${employee.givenName ?? ''} ${employee.surName ?? ''}`.trim().toUpperCase();
  const age = employee.dateOfBirth ? String(ageFromMonths(employee.dateOfBirth, signingDate)) : '';
  const witnessAddress = (value: string | null | undefined) =>
    (value ?? '').trim() || KUWAIT_TESTIMONIAL_ADDRESS;
  return (
    <div style={pageStyle(KUWAIT_CONTRACT_PAGE.width, KUWAIT_CONTRACT_PAGE.height, `70px ${MARGIN}px 70px`)}>
      <div style={{ ...flex, justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <div style={{ ...column, fontSize: 22 }}>
          <div style={{ ...flex, fontSize: 28, fontWeight: 700 }}>{agency.displayName ?? ''}</div>
          {agency.licenseNumber ? <div style={flex}>{`${T.licence.en}: ${agency.licenseNumber}`}</div> : null}
        </div>
        <div style={{ ...column, alignItems: 'flex-end', fontSize: 22 }}>
          <div style={flex}>{`${T.date.en}: ${formatDocumentDate(signingDate)}`}</div>
          <div style={flex}>{`${T.date.am}፡ ${formatEthiopianDate(signingDate)}`}</div>
        </div>
      </div>
      <div style={{ ...flex, marginTop: 30 }}>
        <Three text={T.title} size={34} weight={700} />
      </div>
      <div style={{ ...flex, height: 3, background: INK, marginTop: 14 }} />

      <SectionTitle text={T.firstParty} />
      <Detail labels={T.name} value={(visa?.fullName ?? '').toUpperCase()} />
      <Detail labels={T.civilId} value={hideKuwaitPlaceholder(visa?.passportNumber)} />
      <Detail labels={T.address} value={`${site}, Kuwait`} />
      <Detail labels={T.telephone} value={visa?.address?.telephone ?? ''} />

      <SectionTitle text={T.secondParty} />
      <Detail labels={T.name} value={worker} />
      <Detail labels={T.nationality} value={label('nationality', data?.nationality, 'en').toUpperCase()} />
      <Detail labels={T.passport} value={employee.passportNumber ?? ''} />
      <Detail labels={T.birth} value={formatDocumentDate(employee.dateOfBirth)} />
      <Detail labels={T.age} value={age} />
      <Detail labels={T.religion} value={label('religion', data?.religion, 'en').toUpperCase()} />
      <Detail
        labels={T.address}
        value={[employee.address?.city, employee.address?.telephone].filter(Boolean).join(' - ')}
      />

      <SectionTitle text={T.agencies} />
      <Detail labels={T.sendingAgency} value={agency.displayName ?? ''} />
      <Detail labels={T.receivingAgency} value={counterpart.displayName ?? ''} />

      <SectionTitle text={T.terms} />
      {kuwaitClauses({ sex: employee.sex, salary: kuwaitContractSalary(data?.salary), site }).map(
        (clause, i) => (
          <div key={i} style={{ ...flex, marginBottom: 12 }}>
            <Three
              text={{
                en: `${i + 1}. ${clause.en}`,
                am: `${i + 1}. ${clause.am}`,
                ar: `${i + 1}. ${clause.ar}`,
              }}
            />
          </div>
        ),
      )}

      <div style={{ ...flex, justifyContent: 'space-between', marginTop: 'auto' }}>
        <SignatureBlock title={T.firstParty} name={(visa?.fullName ?? '').toUpperCase()} />
        <SignatureBlock title={T.secondParty} name={worker} />
        <SignatureBlock title={T.sendingAgency} name={agency.displayName ?? ''} />
        <SignatureBlock title={T.receivingAgency} name={counterpart.displayName ?? ''} />
      </div>
      <div style={{ ...flex, fontSize: 22, fontWeight: 700, marginTop: 30 }}>
        {`${T.witnesses.en} / ${T.witnesses.am} / ${T.witnesses.ar}`}
      </div>
      <div style={{ ...flex, justifyContent: 'space-between', marginTop: 8 }}>
        <Witness
          number={1}
          name={employee.firstTestimonialName ?? ''}
          address={witnessAddress(employee.firstTestimonialAddress)}
          telephone={employee.firstTestimonialTelephone ?? ''}
        />
        <Witness
          number={2}
          name={employee.secondTestimonialName ?? ''}
          address={witnessAddress(employee.secondTestimonialAddress)}
          telephone={employee.secondTestimonialTelephone ?? ''}
        />
      </div>
    </div>
  );
}

/**
 * The `_KuwaitContract.pdf` of one employee: the contract, or the 'Please fill all the required Data' page
 * when a required part is missing (domain contractDataMissing).
 */
export function kuwaitContractPages(
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
        element: <RequiredDataPage page={KUWAIT_CONTRACT_PAGE} document="Kuwait employment contract" />,
        page: KUWAIT_CONTRACT_PAGE,
      },
    ];
  return [
    {
      element: (
        <KuwaitContract
          employee={employee}
          agency={options.agency}
          counterpart={counterpart}
          signingDate={options.signingDate}
        />
      ),
      page: KUWAIT_CONTRACT_PAGE,
    },
  ];
}
