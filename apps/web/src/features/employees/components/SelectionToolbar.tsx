import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@placement/ui';
import { CvBatchMenu } from '../../../app/printing/CvBatchMenu';
import { usePrintFlow, type PrintKind, type PrintOutput } from '../../../app/printing/printFlow';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-block: 8px 12px;
`;

export interface SelectionToolbarProps {
  selectedIds: string[];
  /** A sudan company prints its embassy list as show list, download list and letter template. */
  sudan: boolean;
}

type ToolbarItem =
  | 'exportFor'
  | 'fullExport'
  | 'printLetters'
  | 'showList'
  | 'downloadList'
  | 'letterTemplate'
  | 'printEmbassyList';

// What each button prints and whether the file is saved or shown first (a "print" is a preview to print from).
const ITEMS: Record<ToolbarItem, { kind: PrintKind; output: PrintOutput }> = {
  exportFor: { kind: 'tasheer', output: 'download' },
  fullExport: { kind: 'export', output: 'download' },
  printLetters: { kind: 'letters', output: 'preview' },
  showList: { kind: 'embassyList', output: 'preview' },
  downloadList: { kind: 'embassyList', output: 'download' },
  letterTemplate: { kind: 'letters', output: 'download' },
  printEmbassyList: { kind: 'embassyList', output: 'preview' },
};

// Both lists, /app/employees and /app/coms, have the same toolbar (spec 02 §2.9): the Tasheer export, the Full
// Export, the correction letters, and the embassy list (sudan companies: show list, download list, letter
// template; others a single print-embassy-list button); then the selected candidates' CVs (issue 37).
const COMMON_ITEMS: ToolbarItem[] = ['exportFor', 'fullExport', 'printLetters'];
const SUDAN_ITEMS: ToolbarItem[] = ['showList', 'downloadList', 'letterTemplate'];
const OTHER_ITEMS: ToolbarItem[] = ['printEmbassyList'];

/** The selection toolbar of both lists (spec 01 §2, spec 02 §2.9): each button prints the selected employees. */
export function SelectionToolbar({ selectedIds, sudan }: SelectionToolbarProps) {
  const { t } = useTranslation();
  const { print, busy } = usePrintFlow();
  return (
    <Bar role="toolbar" aria-label={t('employees.toolbar.label')}>
      {[...COMMON_ITEMS, ...(sudan ? SUDAN_ITEMS : OTHER_ITEMS)].map((item) => (
        <Button
          key={item}
          type="button"
          $variant="outlined"
          disabled={selectedIds.length === 0 || busy}
          onClick={() =>
            print({
              ...ITEMS[item],
              employeeIds: selectedIds,
              label: t('employees.toolbar.jobLabel', {
                document: t(`employees.toolbar.${item}`),
                count: selectedIds.length,
              }),
            })
          }
        >
          {t(`employees.toolbar.${item}`)}
        </Button>
      ))}
      <CvBatchMenu selectedIds={selectedIds} />
    </Bar>
  );
}
