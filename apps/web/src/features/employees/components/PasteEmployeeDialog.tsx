import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  checkUploadSize,
  MAX_UPLOAD_BYTES,
  mrzLinesFrom,
  parsePastedEmployeeData,
  readPassportMrz,
  type MrzProblem,
} from '@placement/domain';
import { Button, FilePickerButton, Modal, resizeImage, useFieldMessage } from '@placement/ui';
import { readPassportScan } from '../api/readPassportScan';
import { MrzPreview } from './MrzPreview';

const Area = styled.textarea`
  width: 100%;
  min-height: 160px;
  font-family: 'Noto Sans Mono', ui-monospace, monospace;
  font-size: 0.9rem;
  padding: 8px;
  box-sizing: border-box;
`;

const Problems = styled.ul`
  color: ${({ theme }) => theme.colors.error};
`;

const Reading = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
`;

const looksLikeMrz = (text: string) => {
  const lines = mrzLinesFrom(text);
  return lines.length === 2 && lines.every((line) => line.length >= 30 && line.includes('<'));
};

// The server reads the lines from the page at most 1,600 pixels wide: a scan over the upload limit (a page
// scanned at 450 dpi is some 2 MB) is read from a copy the browser shrinks to this size, as its upload is.
const READ_SIZES = [2000, 1600];

async function scanToRead(file: File): Promise<Blob> {
  if (!checkUploadSize(file.size)) return file;
  let shrunk: Blob = file;
  for (const side of READ_SIZES) {
    shrunk = await resizeImage(
      file,
      { width: side, height: side },
      { fit: 'inside', maxBytes: MAX_UPLOAD_BYTES },
    );
    if (!checkUploadSize(shrunk.size)) break;
  }
  return shrunk;
}

/** A problem in the screen's language: a domain rule's message (the size limit, not a picture) by its key. */
function Problem({ text }: { text: string }) {
  return <li>{useFieldMessage(text)}</li>;
}

/** What pasting fills in the Passport Data panel (field paths of the employee form). */
export type PastedFields = Record<string, string>;

export interface PasteEmployeeDialogProps {
  open: boolean;
  onClose: () => void;
  onFill: (fields: PastedFields) => void;
  /** A passport scan just chosen for upload: its machine-readable lines are read as the dialog opens. */
  scan?: File | null;
}

/**
 * "Paste Employee Data From": either the spec's one-value-a-line format (at least 10 lines) or a passport's two
 * machine-readable lines, whose check digits must all be right before anything is filled. The lines may also be
 * read from a passport scan (on the server, offline): they land in the text box, where the clerk sees what was
 * read, the fields it will fill, or the wrong check digit, and may correct a misread character before filling.
 */
export function PasteEmployeeDialog({ open, onClose, onFill, scan }: PasteEmployeeDialogProps) {
  const { t } = useTranslation();
  const statusId = useId();
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [reading, setReading] = useState(false);

  const readScan = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    setProblems([]);
    try {
      // A file the browser cannot read as a picture is sent as it is: it is refused for its size, or named
      // as not a picture by the server.
      const image = await scanToRead(file).catch(() => file);
      const tooLarge = checkUploadSize(image.size);
      if (tooLarge) {
        setProblems([tooLarge]);
        return;
      }
      const result = await readPassportScan(image);
      if (!result.lines) {
        setProblems([t('employee.paste.noMrzOnScan')]);
        return;
      }
      setText(result.lines.join('\n'));
      if (result.reading && !result.reading.ok) setProblems(result.reading.problems.map(problemText));
    } catch (failure) {
      setProblems([(failure as Error).message]);
    } finally {
      setReading(false);
    }
  };

  useEffect(() => {
    if (open && scan) void readScan(scan);
    // Read once per scan the dialog is opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, scan]);

  const preview = looksLikeMrz(text) ? readPassportMrz(text) : null;

  const problemText = (problem: MrzProblem) =>
    problem.expected !== undefined
      ? t('employee.paste.wrongCheckDigit', {
          field: t(`employee.paste.mrzFields.${problem.field}` as 'employee.paste.mrzFields.passportNumber'),
          line: problem.line,
          found: problem.found,
          expected: problem.expected,
        })
      : t('employee.paste.notReadable', { detail: problem.detail ?? problem.field });

  const fill = () => {
    if (looksLikeMrz(text)) {
      const reading = readPassportMrz(text);
      if (!reading.ok) {
        setProblems(reading.problems.map(problemText));
        return;
      }
      const passport = reading.passport;
      onFill({
        surName: passport.surName,
        givenName: passport.givenName,
        passportNumber: passport.passportNumber,
        dateOfBirth: passport.dateOfBirth,
        passportExpiryDate: passport.passportExpiryDate,
        ...(passport.sex ? { sex: passport.sex } : {}),
        ...(passport.nationality ? { 'additionalData.nationality': passport.nationality } : {}),
      });
    } else {
      const pasted = parsePastedEmployeeData(text);
      if (!pasted) {
        setProblems([t('employee.paste.tooFewLines')]);
        return;
      }
      const { additionalData, ...fields } = pasted.employee;
      const filled: PastedFields = {};
      for (const [key, value] of Object.entries(fields)) if (value) filled[key] = String(value);
      for (const [key, value] of Object.entries(additionalData))
        if (value) filled[`additionalData.${key}`] = String(value);
      onFill(filled);
    }
    setProblems([]);
    setText('');
    onClose();
  };

  return (
    <Modal
      open={open}
      title={scan ? t('employee.paste.scanTitle') : t('employee.paste.title')}
      onClose={onClose}
      actions={
        <>
          <Button type="button" $variant="text" onClick={onClose}>
            {t('employee.cancel')}
          </Button>
          <Button type="button" $variant="contained" disabled={!text.trim() || reading} onClick={fill}>
            {t('employee.paste.fill')}
          </Button>
        </>
      }
    >
      <p>{t('employee.paste.help')}</p>
      <FilePickerButton
        label={t('employee.paste.readScan')}
        accept="image/*"
        disabled={reading}
        describedBy={statusId}
        onFile={(file) => void readScan(file)}
      />
      <div id={statusId} role="status" aria-live="polite">
        {reading && (
          <Reading>
            <progress aria-label={t('employee.paste.reading')} />
            {t('employee.paste.reading')}
          </Reading>
        )}
      </div>
      <Area
        aria-label={t('employee.paste.title')}
        aria-busy={reading}
        value={text}
        spellCheck={false}
        dir="ltr"
        onChange={(event) => {
          setText(event.target.value);
          setProblems([]);
        }}
      />
      {preview?.ok && <MrzPreview passport={preview.passport} />}
      {problems.length > 0 && (
        // The alert wraps the list: a list given the alert role would no longer be a list to a screen reader.
        <div role="alert">
          <Problems>
            {problems.map((problem) => (
              <Problem key={problem} text={problem} />
            ))}
          </Problems>
        </div>
      )}
    </Modal>
  );
}
