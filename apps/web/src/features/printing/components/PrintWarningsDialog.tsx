import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Modal } from '@placement/ui';
import type { PrintProblem } from '../api/renderOperations';

const Problems = styled.ul`
  margin: 0 0 8px;
  padding-inline-start: 20px;
  li + li {
    margin-block-start: 6px;
  }
`;

export interface PrintWarningsDialogProps {
  /** What is being printed, as the progress bar will name it. */
  label: string;
  warnings: PrintProblem[];
  /** Back to the record to correct it; nothing is printed. */
  onFix: () => void;
  /** The clerk knows better: print as the record stands. */
  onPrintAnyway: () => void;
}

/**
 * Before printing a document whose record contradicts itself (a Riyadh visa city on a Kuwait contract): what
 * the document would state, and the choice to fix the record (the default, as nothing is lost) or print anyway.
 */
export function PrintWarningsDialog({ label, warnings, onFix, onPrintAnyway }: PrintWarningsDialogProps) {
  const { t } = useTranslation();
  const names = new Set(warnings.map((warning) => warning.employeeId)).size > 1;
  return (
    <Modal
      open
      title={t('printing.warnings.title', { document: label })}
      onClose={onFix}
      actions={
        <>
          <Button type="button" $variant="outlined" onClick={onPrintAnyway}>
            {t('printing.warnings.printAnyway')}
          </Button>
          <Button type="button" autoFocus onClick={onFix}>
            {t('printing.warnings.fix')}
          </Button>
        </>
      }
    >
      <p>{t('printing.warnings.intro')}</p>
      <Problems>
        {warnings.map((warning) => (
          <li key={`${warning.employeeId}-${warning.code}`}>
            {names ? `${warning.name}: ${warning.message}` : warning.message}
          </li>
        ))}
      </Problems>
    </Modal>
  );
}
