import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_TYPES, uploadFit, type UploadTypeName } from '@placement/domain';
import { ImageUpload, useToast } from '@placement/ui';
import { removePicture, uploadPicture, type StoredPicture } from './pictureFiles';
import { usePrivateImage } from './usePrivateImage';

export interface PictureUploadProps {
  label: string;
  /** What the picture is: sets the size the browser shrinks it to, the size the server stores. */
  type: UploadTypeName;
  /** The employee or company the picture belongs to (empty for the caller's own avatar or a medical scan). */
  recordId?: string;
  /** The stored file shown now, if any. */
  fileName: string | null | undefined;
  /** After a stored change: the new file name, or null when removed. */
  onChanged: (fileName: string | null) => void;
  /** Another way to store or remove (e.g. POST /api/users/profile/edit for the avatar); defaults to /api/uploads. */
  save?: (image: Blob | null) => Promise<StoredPicture>;
  /** The chosen file before it is shrunk (the passport scan's MRZ is read from it). */
  onChosen?: (file: File) => void;
  /** Why a stored picture is not replaced or removed here (the server refuses it): see ImageUpload. */
  lockedReason?: string;
}

/**
 * A private picture of a record: shows the stored file (fetched with the sign-in, files are never public),
 * shrinks a chosen image to the stored size, uploads, replaces or removes it, and says so in a toast.
 */
export function PictureUpload({
  label,
  type,
  recordId = '',
  fileName,
  onChanged,
  save,
  onChosen,
  lockedReason,
}: PictureUploadProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const url = usePrivateImage(fileName);
  const [busy, setBusy] = useState(false);

  const change = async (image: Blob | null) => {
    if (!image && !fileName) return;
    setBusy(true);
    try {
      const stored = save
        ? await save(image)
        : image
          ? await uploadPicture(type, recordId, image)
          : await removePicture(fileName!);
      toast('success', image ? t('app.uploaded') : t('app.fileRemoved'));
      onChanged(stored.fileName);
    } catch (failure) {
      toast('error', (failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div aria-busy={busy}>
      <ImageUpload
        label={label}
        resizeTo={UPLOAD_TYPES[type]}
        fit={uploadFit(type)}
        value={url ?? undefined}
        onChange={(image) => void change(image)}
        onChosen={onChosen}
        lockedReason={lockedReason}
      />
    </div>
  );
}
