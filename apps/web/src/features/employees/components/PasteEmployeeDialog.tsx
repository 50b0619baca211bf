import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { mrzLinesFrom, parsePastedEmployeeData, readPassportMrz, type MrzProblem } from '@placement/domain';
import { Button, Modal } from '@placement/ui';

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

/** What pasting fills in the Passport Data panel (field paths of the employee form). */
export type PastedFields = Record<string, string>;

export interface PasteEmployeeDialogProps {
  open: boolean;
  onClose: () => void;
  onFill: (fields: PastedFields) => void;
}

/**
 * "Paste Employee Data From": either the spec's one-value-a-line format (at least 10 lines) or a passport's two
 * machine-readable lines, whose check digits must all be right before anything is filled.
 */
export function PasteEmployeeDialog({ open, onClose, onFill }: PasteEmployeeDialogProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<string[]>([]);

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
    const lines = mrzLinesFrom(text);
    const looksLikeMrz = lines.length === 2 && lines.every((line) => line.length >= 30 && line.includes('<'));
    if (looksLikeMrz) {
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
      title={t('employee.paste.title')}
      onClose={onClose}
      actions={
        <>
          <Button type="button" $variant="text" onClick={onClose}>
            {t('employee.cancel')}
          </Button>
          <Button type="button" $variant="contained" disabled={!text.trim()} onClick={fill}>
            {t('employee.paste.fill')}
          </Button>
        </>
      }
    >
      <p>{t('employee.paste.help')}</p>
      <Area
        aria-label={t('employee.paste.title')}
        value={text}
        spellCheck={false}
        onChange={(event) => setText(event.target.value)}
      />
      {problems.length > 0 && (
        <Problems role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </Problems>
      )}
    </Modal>
  );
}
