import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@placement/ui';
import { usePrintFlow, type PrintKind, type PrintOutput } from '../../../app/printing/printFlow';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-block: 8px 12px;
`;

export interface SelectionToolbarProps {
  selectedIds: string[];
  /** /app/coms for sudan companies: show list, download list, letter template; others one embassy-list button. */
  variant: 'employees' | 'coms' | 'comsSudan';
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

const VARIANT_ITEMS: Record<SelectionToolbarProps['variant'], ToolbarItem[]> = {
  employees: ['exportFor', 'fullExport', 'printLetters'],
  comsSudan: ['showList', 'downloadList', 'letterTemplate'],
  coms: ['printEmbassyList'],
};

/** The selection toolbar of both lists (spec 01 §2, spec 02 §2.9): each button prints the selected employees. */
export function SelectionToolbar({ selectedIds, variant }: SelectionToolbarProps) {
  const { t } = useTranslation();
  const { print, busy } = usePrintFlow();
  return (
    <Bar role="toolbar" aria-label={t('employees.toolbar.label')}>
      {VARIANT_ITEMS[variant].map((item) => (
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
    </Bar>
  );
}
