import { useTranslation } from 'react-i18next';
import { entryPrintDocuments, type EntryDocument, type PrintableEmployee } from '@placement/domain';
import { MenuButton, type MenuButtonItem } from '@placement/ui';
import { usePrintFlow, type PrintOutput } from '../../../app/printing/printFlow';

// Each document's menu words: the application is the "First Page" (spec 02 §2.9).
const DOCUMENT_KEYS = {
  enjaz: 'firstPage',
  contract: 'contractTranslation',
  kuwaitContract: 'kuwaitContract',
} as const satisfies Record<EntryDocument, string>;
const OUTPUTS = ['preview', 'download'] as const satisfies PrintOutput[];

export interface EntryPrintMenuProps {
  employeeId: string;
  /** The saved employee (what the server prints), never the form's unsaved values. */
  employee: PrintableEmployee;
  /** Who is printed, for the progress bar and the preview's title. */
  name: string;
}

/**
 * The entry page's Print/Download menu (spec 02 §2.9): Print and Download of the First Page (the visa
 * application) and of the Contract Translation, or of the Kuwait contract for a Kuwait applicant. Shown only when
 * the domain says the employee has something to print; the licence check, progress and file are the print flow's.
 */
export function EntryPrintMenu({ employeeId, employee, name }: EntryPrintMenuProps) {
  const { t } = useTranslation();
  const { print, busy } = usePrintFlow();
  const documents = entryPrintDocuments(employee);
  if (documents.length === 0) return null;
  // Print items first, then downloads, as the spec lists them.
  const items: MenuButtonItem[] = OUTPUTS.flatMap((output) =>
    documents.map((kind) => {
      const label = t(`printing.entry.${output}.${DOCUMENT_KEYS[kind]}`);
      return {
        id: `${output}-${kind}`,
        label,
        disabled: busy,
        onSelect: () =>
          print({
            kind,
            employeeIds: [employeeId],
            output,
            label: t('printing.entry.jobLabel', {
              document: t(`printing.entry.${DOCUMENT_KEYS[kind]}`),
              name,
            }),
          }),
      };
    }),
  );
  return <MenuButton label={t('printing.entry.menu')} items={items} />;
}
