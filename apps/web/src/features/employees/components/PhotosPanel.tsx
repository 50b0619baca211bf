import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ImageUpload, useToast } from '@placement/ui';
import { session } from '../../../app/auth/session';
import { usePrivateImage } from './usePrivateImage';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 24px;
`;

// Sizes the server stores (spec 02 §7): the browser shrinks the picture first, so uploads stay small.
const PICTURES = [
  { type: 'face', field: 'facePhoto', size: { width: 300, height: 300 } },
  { type: 'stand', field: 'standPhoto', size: { width: 250, height: 1000 } },
  { type: 'passport', field: 'passportScan', size: { width: 700, height: 700 } },
] as const;

type PictureField = (typeof PICTURES)[number]['field'];

export interface PhotosPanelProps {
  employeeId: string;
  files: Partial<Record<PictureField, string | null>>;
  onChanged: () => void;
}

function Picture({
  employeeId,
  picture,
  fileName,
  onChanged,
}: {
  employeeId: string;
  picture: (typeof PICTURES)[number];
  fileName: string | null | undefined;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const url = usePrivateImage(fileName);
  const [busy, setBusy] = useState(false);
  const authorization = { authorization: `Bearer ${session.token() ?? ''}` };

  const change = async (image: Blob | null) => {
    setBusy(true);
    try {
      let response: Response;
      if (image) {
        const body = new FormData();
        body.set('id', employeeId);
        body.set('type', picture.type);
        body.set('image', image, `${picture.type}.jpg`);
        response = await fetch('/api/uploads', { method: 'POST', headers: authorization, body });
      } else if (fileName) {
        response = await fetch(`/api/uploads?fileName=${encodeURIComponent(fileName)}`, {
          method: 'DELETE',
          headers: authorization,
        });
      } else return;
      const answer = (await response.json().catch(() => ({}))) as { message?: string };
      if (!response.ok) throw new Error(answer.message ?? response.statusText);
      toast('success', answer.message ?? t('employee.photos.uploaded'));
      onChanged();
    } catch (failure) {
      toast('error', (failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div aria-busy={busy}>
      <ImageUpload
        label={t(`employee.photos.${picture.type}`)}
        resizeTo={picture.size}
        value={url ?? undefined}
        onChange={(image) => void change(image)}
      />
    </div>
  );
}

/** Face, stand and passport-scan pictures through the API's upload endpoints: preview, replace and remove. */
export function PhotosPanel({ employeeId, files, onChanged }: PhotosPanelProps) {
  return (
    <Row>
      {PICTURES.map((picture) => (
        <Picture
          key={picture.type}
          employeeId={employeeId}
          picture={picture}
          fileName={files[picture.field]}
          onChanged={onChanged}
        />
      ))}
    </Row>
  );
}
