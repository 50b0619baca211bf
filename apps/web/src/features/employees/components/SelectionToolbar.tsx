import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, useToast } from '@placement/ui';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-block: 8px 12px;
`;

export interface SelectionToolbarProps {
  selectedCount: number;
  /** /app/coms for sudan companies: show list, download list, letter template; others one embassy-list button. */
  variant: 'employees' | 'coms' | 'comsSudan';
}

/**
 * The selection toolbar of both lists (spec 01 §2). Its documents are produced by the CV and printing issue;
 * until then each item says so rather than pretending to have made a file.
 */
export function SelectionToolbar({ selectedCount, variant }: SelectionToolbarProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const none = selectedCount === 0;
  const later = () => toast('error', t('employees.toolbar.notYet'));
  const items =
    variant === 'employees'
      ? [
          t('employees.toolbar.exportFor'),
          t('employees.toolbar.fullExport'),
          t('employees.toolbar.printLetters'),
        ]
      : variant === 'comsSudan'
        ? [
            t('employees.toolbar.showList'),
            t('employees.toolbar.downloadList'),
            t('employees.toolbar.letterTemplate'),
          ]
        : [t('employees.toolbar.printEmbassyList')];
  return (
    <Bar role="toolbar" aria-label={t('employees.toolbar.label')}>
      {items.map((item) => (
        <Button key={item} type="button" $variant="outlined" disabled={none} onClick={later}>
          {item}
        </Button>
      ))}
    </Bar>
  );
}
