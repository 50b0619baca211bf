import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import {
  isSupportedTimeZoneOffset,
  licenceCheckApplies,
  licencePolicy,
  showPasteButton,
} from '@placement/domain';
import { Panel, useToast } from '@placement/ui';
import { useCurrentUser } from '../../../app/auth/currentUser';
import { PARTNER_COMPANIES } from '../../../app/company/PARTNER_COMPANIES';
import { usePreferences } from '../../../app/preferences/PreferencesProvider';
import { PageLoading } from '../../../app/routing/PageLoading';
import { EntryPageBar } from '../components/EntryPageBar';
import { EntryTabsPanel } from '../components/EntryTabsPanel';
import { PassportDataPanel } from '../components/PassportDataPanel';
import { PasteEmployeeDialog } from '../components/PasteEmployeeDialog';
import { PhotosPanel } from '../components/PhotosPanel';
import { TimeZoneWarning } from '../components/TimeZoneWarning';
import { useEmployeeForm } from '../components/useEmployeeForm';
import { VisaSection } from '../components/VisaSection';

/**
 * /app/employee/{id} and /app/com/{id}: a 10-character id is a new employee, a longer one loads it. The lower
 * sections stay dimmed and inactive until the employee has been saved once (they need its id).
 */
export function EmployeePage() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const toast = useToast();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const listPath = pathname.startsWith('/app/com/') ? '/app/coms' : '/app/employees';
  const entryPath = pathname.startsWith('/app/com/') ? '/app/com' : '/app/employee';
  const { user } = useCurrentUser();
  const company = user?.company ?? null;
  const [pasteOpen, setPasteOpen] = useState(false);
  // A passport scan chosen in the photos panel, offered for reading its MRZ in the paste dialog.
  const [passportScan, setPassportScan] = useState<File | null>(null);
  const timeZoneOk = isSupportedTimeZoneOffset(new Date().getTimezoneOffset());

  const entry = useEmployeeForm({ id, entryPath });
  const { form, employee, isNew, loaded } = entry;
  const partners = useQuery(PARTNER_COMPANIES, {
    variables: { companyId: company?._id ?? '' },
    skip: !company?._id,
  });
  const ownerDecides = entry.asPartner ? t('employee.ownerDecides') : undefined;

  // The licence is checked once when a new entry page opens (spec 01 §4): blocking states leave for the list.
  const licenceChecked = useRef(false);
  useEffect(() => {
    if (!company || licenceChecked.current || !licenceCheckApplies('openEmployeePage', id)) return;
    licenceChecked.current = true;
    const decision = licencePolicy(company.licence, 'add', language);
    if (decision.message) toast(decision.severity ?? 'error', decision.message);
    if (decision.redirectToList) void navigate(listPath, { replace: true });
  }, [company, id, language, listPath, navigate, toast]);

  if (!timeZoneOk) return <TimeZoneWarning />;

  // Until the record arrives there is nothing to show: never an empty form titled with a default status.
  if (!isNew && !employee && loaded.loading) return <PageLoading />;

  const saved = !isNew && employee !== null;
  return (
    <form
      ref={entry.formRef}
      onSubmit={(event) => void entry.onSubmit(event)}
      noValidate
      aria-busy={loaded.loading}
    >
      <EntryPageBar
        listPath={listPath}
        employee={isNew ? null : employee}
        showPaste={showPasteButton(id)}
        onPaste={() => setPasteOpen(true)}
        saveBlocked={!form.formState.isValid}
        saving={entry.saving.loading}
      />
      {entry.passportHolder && (
        <p role="alert">
          {t('employee.passportHeld')}{' '}
          <Link to={`${entryPath}/${entry.passportHolder}`}>{t('employee.openPassportHolder')}</Link>
        </p>
      )}

      <PassportDataPanel
        control={form.control}
        status={String(form.watch('status') ?? 'new')}
        partners={partners.data?.getCompany.partners ?? []}
        owner={entry.owner}
        onOwnerChange={entry.setOwner}
        ownerLocked={Boolean(employee) && entry.asPartner}
        asPartner={entry.asPartner}
      />

      <fieldset
        disabled={!saved}
        style={{ border: 0, padding: 0, margin: 0 }}
        aria-describedby={saved ? undefined : 'save-first'}
      >
        {!saved && (
          <p id="save-first" role="note">
            {t('employee.saveFirst')}
          </p>
        )}
        <Panel $inactive={!saved} aria-labelledby="photos">
          <h2 id="photos">{t('employee.photos.title')}</h2>
          {saved && (
            <PhotosPanel
              employeeId={employee._id}
              files={{
                facePhoto: employee.facePhoto,
                standPhoto: employee.standPhoto,
                passportScan: employee.passportScan,
              }}
              onChanged={() => void loaded.refetch()}
              lockedReason={ownerDecides}
              onPassportScanChosen={(file) => {
                setPassportScan(file);
                setPasteOpen(true);
              }}
            />
          )}
        </Panel>
        <Panel $inactive={!saved} aria-labelledby="visa">
          <h2 id="visa">{t('employee.visa.title')}</h2>
          <VisaSection
            form={form}
            employeeId={employee?._id ?? ''}
            onAttached={() => void entry.takeFromServer('visa')}
            ownerOnlyReason={ownerDecides}
          />
        </Panel>
        <EntryTabsPanel form={form} inactive={!saved} />
      </fieldset>
      <PasteEmployeeDialog
        open={pasteOpen}
        scan={passportScan}
        onClose={() => {
          setPasteOpen(false);
          setPassportScan(null);
        }}
        onFill={entry.fill}
      />
    </form>
  );
}

/**
 * The route: another id is another record, so the page starts over for it. "Add Employee" after viewing an
 * employee opens an empty form, never a copy of the one viewed before (its passport, visa, photo).
 */
function EmployeeRoute() {
  const { id = '' } = useParams();
  return <EmployeePage key={id} />;
}

export { EmployeeRoute as Component };
