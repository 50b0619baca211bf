import { visaApplicationLayout } from '@placement/domain';
import { pageForPaper, type DocumentPage } from '../DocumentPage';
import { PersonalDetailsBlock } from '../personal-details/PersonalDetailsBlock';
import type { DocumentCompany, DocumentEmployee } from '../shared/DocumentEmployee';
import { column, flex, INK, MUTED, pageStyle } from '../shared/printStyle';
import { RuledLine } from '../shared/RuledLine';
import { ApplicationBarcodes, EmbassyTitle } from './EmbassyHeader';
import { SponsorAgencyBlock } from './SponsorAgencyBlock';

export const APPLICATION_PAGE: DocumentPage = pageForPaper('A4');
const MARGIN = 56;
const CONTENT = APPLICATION_PAGE.width - 2 * MARGIN;
const PHOTO = 236;

export interface VisaApplicationProps {
  employee: DocumentEmployee;
  /** The employee's owner: its kind picks the layout, its details fill the agency block. */
  agency: DocumentCompany;
}

function Photo({ src }: { src?: string | null }) {
  return (
    <div
      style={{
        ...flex,
        width: PHOTO,
        height: PHOTO * 1.25,
        border: `2px solid ${INK}`,
        alignItems: 'center',
        justifyContent: 'center',
        background: '#ffffff',
      }}
    >
      {src ? (
        <img
          src={src}
          alt=""
          width={PHOTO - 4}
          height={PHOTO * 1.25 - 4}
          style={{ width: PHOTO - 4, height: PHOTO * 1.25 - 4, objectFit: 'contain' }}
        />
      ) : (
        <div style={{ ...column, alignItems: 'center', fontSize: 18, color: MUTED }}>
          <div style={flex}>Photo</div>
          <div style={flex}>صورة</div>
        </div>
      )}
    </div>
  );
}

/** A commission company prints its own header image on top; a placeholder band names it when there is none. */
function CompanyHeader({ agency }: { agency: DocumentCompany }) {
  if (agency.header)
    return (
      <img
        src={agency.header}
        alt=""
        width={CONTENT}
        height={170}
        style={{ width: CONTENT, height: 170, objectFit: 'contain' }}
      />
    );
  return (
    <div
      style={{
        ...column,
        width: CONTENT,
        height: 170,
        alignItems: 'center',
        justifyContent: 'center',
        background: '#1f3a5f',
        color: '#ffffff',
      }}
    >
      <div style={{ ...flex, fontSize: 38, fontWeight: 700 }}>{(agency.displayName ?? '').toUpperCase()}</div>
      {agency.licenseNumber ? (
        <div style={{ ...flex, fontSize: 20 }}>{`Licence No. ${agency.licenseNumber}`}</div>
      ) : null}
    </div>
  );
}

function Signatures() {
  return (
    <div style={{ ...flex, justifyContent: 'space-between', marginTop: 'auto' }}>
      <RuledLine en="Applicant's signature" ar="توقيع مقدم الطلب" width="48%" />
      <RuledLine en="Date" ar="التاريخ" width="48%" />
    </div>
  );
}

/**
 * The Saudi embassy visa application (spec 02 §2.9 item 1), one A4 page. An employment company prints the
 * two-block layout (the embassy's heading, the applicant block with the photo, the sponsor and agency block);
 * a commission company (non-empty deposit amount) prints its own header above the same barcodes and the
 * personal-details block.
 */
export function VisaApplication({ employee, agency }: VisaApplicationProps) {
  const layout = visaApplicationLayout(agency);
  const blockWidth = CONTENT - PHOTO - 24;
  return (
    <div style={pageStyle(APPLICATION_PAGE.width, APPLICATION_PAGE.height, `48px ${MARGIN}px 56px`)}>
      {layout === 'alternative' ? <CompanyHeader agency={agency} /> : null}
      <div style={{ ...flex, marginTop: layout === 'alternative' ? 16 : 0 }}>
        <EmbassyTitle width={CONTENT} />
      </div>
      <div style={{ ...flex, height: 2, background: INK, marginTop: 12, marginBottom: 12 }} />
      <ApplicationBarcodes
        width={CONTENT}
        visaNumber={(employee.visa?.visaNumber ?? '').trim()}
        applicationNumber={(employee.embassyProcess?.enjazNumber ?? '').trim().toUpperCase()}
      />
      <div style={{ ...flex, justifyContent: 'space-between', marginTop: 18 }}>
        <PersonalDetailsBlock employee={employee} width={blockWidth} />
        <Photo src={employee.facePhoto} />
      </div>
      <div style={{ ...flex, marginTop: 18 }}>
        <SponsorAgencyBlock employee={employee} agency={agency} width={CONTENT} />
      </div>
      <Signatures />
    </div>
  );
}
