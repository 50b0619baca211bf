import { useTranslation } from 'react-i18next';
import { MenuButton, type MenuButtonItem } from '@placement/ui';
import { usePrintFlow, type CvBatchFormat } from './printFlow';

const FORMATS = ['pdf', 'zip'] as const satisfies CvBatchFormat[];

export interface CvBatchMenuProps {
  /** The candidates whose CVs are downloaded, in the order the list shows them. */
  selectedIds: string[];
}

/**
 * Download CVs of a list's selection (the employee lists and the CV lists): one PDF of every CV, or a ZIP of one
 * PDF per candidate, in the company's CV template and language. The print flow gives the progress bar, Cancel
 * and the saved file, as for every other print.
 */
export function CvBatchMenu({ selectedIds }: CvBatchMenuProps) {
  const { t } = useTranslation();
  const { print, busy } = usePrintFlow();
  const count = selectedIds.length;
  const items: MenuButtonItem[] = FORMATS.map((format) => ({
    id: format,
    label: t(`printing.cvBatch.${format}`, { count }),
    disabled: busy,
    onSelect: () =>
      print({
        kind: 'cvBatch',
        format,
        employeeIds: selectedIds,
        output: 'download',
        label: t(`printing.cvBatch.jobLabel.${format}`, { count }),
      }),
  }));
  return <MenuButton label={t('printing.cvBatch.menu')} items={items} disabled={count === 0 || busy} />;
}
