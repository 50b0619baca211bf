import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PictureUpload } from '../../../app/files/PictureUpload';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 24px;
`;

// The stored sizes (spec 02 §7) come with each type: face 300x300, stand 250x1000, passport 700x700.
const PICTURES = [
  { type: 'face', field: 'facePhoto' },
  { type: 'stand', field: 'standPhoto' },
  { type: 'passport', field: 'passportScan' },
] as const;

type PictureField = (typeof PICTURES)[number]['field'];

export interface PhotosPanelProps {
  employeeId: string;
  files: Partial<Record<PictureField, string | null>>;
  onChanged: () => void;
  /** A passport scan was chosen: its machine-readable lines can fill the passport data. */
  onPassportScanChosen?: (file: File) => void;
  /** Why stored pictures are shown but not replaced or removed (a partner's view of an agency's candidate). */
  lockedReason?: string;
}

/**
 * Face, stand and passport-scan pictures through the API's upload endpoints: preview, replace and remove. A
 * chosen passport scan is also offered for reading its machine-readable lines.
 */
export function PhotosPanel({
  employeeId,
  files,
  onChanged,
  onPassportScanChosen,
  lockedReason,
}: PhotosPanelProps) {
  const { t } = useTranslation();
  return (
    <Row>
      {PICTURES.map((picture) => (
        <PictureUpload
          key={picture.type}
          label={t(`employee.photos.${picture.type}`)}
          type={picture.type}
          recordId={employeeId}
          fileName={files[picture.field]}
          onChanged={onChanged}
          onChosen={picture.type === 'passport' ? onPassportScanChosen : undefined}
          lockedReason={lockedReason}
        />
      ))}
    </Row>
  );
}
