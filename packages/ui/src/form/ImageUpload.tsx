import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { checkUploadSize, MAX_UPLOAD_BYTES, VALIDATION_MESSAGES } from '@placement/domain';
import { Button } from '../display/Button';
import { useUiText } from '../theme/UiProvider';
import { FilePickerButton } from './FilePickerButton';
import { resizeImage, type ImageSize } from './resizeImage';
import { useFieldMessage } from './useFieldMessage';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-block-end: 14px;
  align-items: flex-start;
`;

const Preview = styled.img`
  max-width: 240px;
  max-height: 240px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  object-fit: contain;
  background: ${({ theme }) => theme.colors.hover};
`;

const Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
`;

export interface ImageUploadProps {
  label: string;
  /** The size the server stores (avatar 200×200, face 300×300, stand 250×1000, passport 700×700, header 1200×200). */
  resizeTo: ImageSize;
  /** 'inside' for a document (a passport scan): fitted whole in the box, never cropped. */
  fit?: 'cover' | 'inside';
  /** Preview of the current image (a URL or data URL). */
  value?: string;
  onChange: (image: Blob | null) => void;
  /** The chosen file as it is, before shrinking (e.g. a passport scan read at full detail). */
  onChosen?: (file: File) => void;
  /**
   * Why a stored picture may be looked at but not replaced or removed here (another company's record): shown
   * instead of the buttons while there is a picture; an empty one can still be filled.
   */
  lockedReason?: string;
}

// Shrinks the chosen picture to the stored size and under the 1 MB limit, previews it; only a file it cannot
// shrink under the limit (or cannot read) is refused.
export function ImageUpload({
  label,
  resizeTo,
  fit = 'cover',
  value,
  onChange,
  onChosen,
  lockedReason,
}: ImageUploadProps) {
  const text = useUiText();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const message = useFieldMessage(error ?? undefined);
  const [preview, setPreview] = useState<string | undefined>(value);

  useEffect(() => setPreview(value), [value]);
  useEffect(
    () => () => {
      if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    try {
      const resized = await resizeImage(file, resizeTo, { fit, maxBytes: MAX_UPLOAD_BYTES });
      const tooLarge = checkUploadSize(resized.size);
      if (tooLarge) {
        setError(tooLarge);
        return;
      }
      setPreview(URL.createObjectURL(resized));
      onChange(resized);
      onChosen?.(file);
    } catch {
      // The browser could not read it as an image: a PDF or a document renamed .jpg, or a damaged file.
      // A file over the limit it could not shrink is refused for its size.
      setError(checkUploadSize(file.size) ?? VALIDATION_MESSAGES.notAPicture);
    }
  };

  return (
    <Wrap role="group" aria-labelledby={`${id}-label`}>
      <strong id={`${id}-label`}>{label}</strong>
      {preview && <Preview src={preview} alt={label} width={resizeTo.width} height={resizeTo.height} />}
      {preview && lockedReason ? (
        <p style={{ margin: 0 }}>{lockedReason}</p>
      ) : (
        <div style={{ display: 'flex', gap: 8 }}>
          <FilePickerButton
            label={text.chooseFile}
            accept="image/*"
            describedBy={error ? `${id}-error` : undefined}
            onFile={(file) => void choose(file)}
          />
          {preview && (
            <Button
              type="button"
              $variant="outlined"
              onClick={() => {
                setPreview(undefined);
                onChange(null);
              }}
            >
              {text.removeFile}
            </Button>
          )}
        </div>
      )}
      {message && (
        <Error id={`${id}-error`} role="alert">
          {message}
        </Error>
      )}
    </Wrap>
  );
}
