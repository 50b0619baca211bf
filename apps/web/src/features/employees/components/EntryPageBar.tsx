import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, PageBar, SubmitButton } from '@placement/ui';
import { TutorialLinks } from '../../../app/help/TutorialLinks';
import type { EmployeeRecord } from '../api/EMPLOYEE';
import { EntryPrintMenu } from './EntryPrintMenu';

/** The entry's top bar: back to the list, the tutorials, printing a saved employee, Paste and Save. */
export function EntryPageBar({
  listPath,
  employee,
  showPaste,
  onPaste,
  saveBlocked,
  saving,
}: {
  listPath: string;
  /** The saved employee on screen, which may be printed. */
  employee: EmployeeRecord | null;
  showPaste: boolean;
  onPaste: () => void;
  saveBlocked: boolean;
  saving: boolean;
}) {
  const { t } = useTranslation();
  return (
    <PageBar>
      <Link to={listPath}>{t('employee.back')}</Link>
      <TutorialLinks topic="employee" />
      <span style={{ display: 'inline-flex', gap: 8 }}>
        {employee && (
          <EntryPrintMenu
            employeeId={employee._id}
            employee={employee}
            name={[employee.givenName, employee.surName].filter(Boolean).join(' ')}
          />
        )}
        {showPaste && (
          <Button type="button" $variant="outlined" onClick={onPaste}>
            {t('employee.paste.button')}
          </Button>
        )}
        <SubmitButton blocked={saveBlocked} busy={saving}>
          {t('employee.save')}
        </SubmitButton>
      </span>
    </PageBar>
  );
}
