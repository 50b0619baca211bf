import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import {
  APPLIED_COUNTRIES,
  companyVariant,
  dateLimits,
  employeeInputSchema,
  isNewRecordId,
  editsAsPartner,
  isSupportedTimeZoneOffset,
  prospectChoices,
  licenceCheckApplies,
  licencePolicy,
  MARITAL_STATUSES,
  nationalityOptions,
  passportExpiryOnIssueChange,
  type PassportExpirySource,
  PROFESSIONS,
  RELIGIONS,
  SEXES,
  showPasteButton,
  showsSudanExtras,
  statusLabel,
  TIME_ZONE_NOTICE,
  type EmployeeInput,
  type EmployeeValues,
} from '@placement/domain';
import {
  Button,
  DateField,
  FieldGrid,
  focusFirstError,
  MultiSelectField,
  PageBar,
  Panel,
  Select,
  SelectField,
  SubmitButton,
  Tabs,
  TextField,
  useToast,
} from '@placement/ui';
import { useCurrentUser } from '../../../app/auth/currentUser';
import { TutorialLinks } from '../../../app/help/TutorialLinks';
import { PARTNER_COMPANIES } from '../../../app/company/PARTNER_COMPANIES';
import { readFragment } from '../../../app/graphql/graphql';
import { useEnumOptions } from '../../../app/i18n/useEnumOptions';
import { usePreferences } from '../../../app/preferences/PreferencesProvider';
import { PageLoading } from '../../../app/routing/PageLoading';
import { CREATE_EMPLOYEE, EMPLOYEE_FIELDS, GET_EMPLOYEE } from '../api/EMPLOYEE';
import { EMPLOYEES } from '../api/EMPLOYEES';
import { CurrentStatusTab } from '../components/CurrentStatusTab';
import { EntryPrintMenu } from '../components/EntryPrintMenu';
import { AddressTab, CvTab, SkillsTab, VisaProcessTab } from '../components/EntryTabs';
import { passportRefusal } from '../components/passportRefusal';
import { employeeFormValues, employeeSaveInput } from '../components/employeeFormValues';
import { PasteEmployeeDialog } from '../components/PasteEmployeeDialog';
import { PhotosPanel } from '../components/PhotosPanel';
import { VisaSection } from '../components/VisaSection';

const Warning = styled.section`
  max-width: 720px;
  margin: 24px auto;
  padding: 24px;
  border: 2px solid ${({ theme }) => theme.colors.error};
  border-radius: ${({ theme }) => theme.radius}px;
  p {
    margin: 0 0 12px;
  }
`;

/**
 * /app/employee/{id} and /app/com/{id}: a 10-character id is a new employee, a longer one loads it. The lower
 * sections stay dimmed and inactive until the employee has been saved once (they need its id).
 */
export function EmployeePage() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const toast = useToast();
  const navigate = useNavigate();
  const options = useEnumOptions();
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const listPath = pathname.startsWith('/app/com/') ? '/app/coms' : '/app/employees';
  const entryPath = pathname.startsWith('/app/com/') ? '/app/com' : '/app/employee';
  const isNew = isNewRecordId(id);
  const { user } = useCurrentUser();
  const company = user?.company ?? null;
  const variant = companyVariant(company);
  const sudan = showsSudanExtras(company);
  const isForeignAgent = company?.type === 'ForeignAgent';
  const [tab, setTab] = useState('status');
  const [pasteOpen, setPasteOpen] = useState(false);
  // A passport scan chosen in the photos panel, offered for reading its MRZ in the paste dialog.
  const [passportScan, setPassportScan] = useState<File | null>(null);
  const [owner, setOwner] = useState('');
  const timeZoneOk = isSupportedTimeZoneOffset(new Date().getTimezoneOffset());

  const loaded = useQuery(GET_EMPLOYEE, { variables: { id }, skip: isNew });
  const partners = useQuery(PARTNER_COMPANIES, {
    variables: { companyId: company?._id ?? '' },
    skip: !company?._id,
  });
  const [createEmployee, saving] = useMutation(CREATE_EMPLOYEE, { refetchQueries: [EMPLOYEES] });
  const employee = loaded.data ? readFragment(EMPLOYEE_FIELDS, loaded.data.getEmployee) : null;

  // A partner's view of an agency's candidate (or a foreign agent entering one for an agency): whom it is
  // offered to, its visa and its stored pictures are the owner's, so they are shown without the controls the
  // server would refuse (domain editsAsPartner, partnerWriteRefusal).
  const ownerId = employee?.owner?._id ?? (isForeignAgent && owner ? owner : (company?._id ?? null));
  const asPartner = editsAsPartner({ userType: user?.userType, companyId: company?._id }, ownerId);
  const ownerDecides = asPartner ? t('employee.ownerDecides') : undefined;

  const form = useForm<EmployeeInput, unknown, EmployeeValues>({
    resolver: zodResolver(employeeInputSchema),
    mode: 'onChange',
    // A refused save moves to the first field in error itself, in a hidden tab too (focusFirstError).
    shouldFocusError: false,
    defaultValues: employeeFormValues(null),
  });
  const formRef = useRef<HTMLFormElement>(null);
  // The employee whose values the form last took in full. An upload or an attached visa refetches the same
  // employee while the clerk may be typing: that refetch must not wipe what they typed and have not saved,
  // so it only refreshes the fields they have not touched. A different employee, or a save, replaces all.
  const formTakenFrom = useRef<string | null>(null);
  // Who filled the passport expiry: picking the issue date derives it only over a default or a derived value,
  // never over one the clerk, a scan or the stored record gave.
  const expirySource = useRef<PassportExpirySource>('default');
  useEffect(() => {
    const watching = form.watch((_values, { name, type }) => {
      if (name === 'passportExpiryDate' && type === 'change') expirySource.current = 'entered';
    });
    return () => watching.unsubscribe();
  }, [form]);
  // The other employee holding the passport number a save was refused for, when the clerk may open it.
  const [passportHolder, setPassportHolder] = useState<string | null>(null);
  useEffect(() => {
    if (employee) {
      const sameEmployee = formTakenFrom.current === employee._id;
      formTakenFrom.current = employee._id;
      expirySource.current = 'entered';
      form.reset(employeeFormValues(employee), { keepDirtyValues: sameEmployee });
      setOwner(employee.owner?._id ?? '');
    }
    // A newly loaded employee resets the form; the form object itself is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [employee]);
  useEffect(() => {
    if (loaded.error) toast('error', loaded.error.message);
  }, [loaded.error, toast]);

  // The licence is checked once when a new entry page opens (spec 01 §4): blocking states leave for the list.
  const licenceChecked = useRef(false);
  useEffect(() => {
    if (!company || licenceChecked.current || !licenceCheckApplies('openEmployeePage', id)) return;
    licenceChecked.current = true;
    const decision = licencePolicy(company.licence, 'add', language);
    if (decision.message) toast(decision.severity ?? 'error', decision.message);
    if (decision.redirectToList) void navigate(listPath, { replace: true });
  }, [company, id, language, listPath, navigate, toast]);

  // Setting the issue date sets the expiry (1825 days, or the sudan 5/10-year rule).
  const issueDate = form.watch('passportIssueDate');
  useEffect(() => {
    if (typeof issueDate !== 'string' || !issueDate || !form.getFieldState('passportIssueDate').isDirty)
      return;
    const dateOfBirth = form.getValues('dateOfBirth');
    const expiry = passportExpiryOnIssueChange(issueDate, expirySource.current, {
      variant,
      dateOfBirth: typeof dateOfBirth === 'string' ? dateOfBirth : undefined,
    });
    if (expiry === null) {
      // The kept expiry is checked again against the new issue date.
      void form.trigger('passportExpiryDate');
      return;
    }
    expirySource.current = 'derived';
    form.setValue('passportExpiryDate', expiry, { shouldValidate: true, shouldDirty: true });
  }, [issueDate, variant, form]);

  const partnerOptions = useMemo(
    () =>
      (partners.data?.getCompany.partners ?? []).map((partner) => ({
        value: partner._id,
        label: partner.displayName,
      })),
    [partners.data],
  );
  // The Sub Agents picker (sudan) and the For Company picker each list their own partners.
  const prospectOptions = useMemo(
    () =>
      prospectChoices(partners.data?.getCompany.partners ?? [], company).map((partner) => ({
        value: partner._id,
        label: partner.displayName,
      })),
    [partners.data, company],
  );

  /** Refetches the employee and puts the server's values in the form, over what was typed, for all of it
   * (after a save) or only the visa fields (after a visa was attached). */
  const takeFromServer = async (part: 'all' | 'visa') => {
    const refreshed = await loaded.refetch();
    if (!refreshed.data) return;
    const values = employeeFormValues(readFragment(EMPLOYEE_FIELDS, refreshed.data.getEmployee));
    if (part === 'all') {
      form.reset(values);
      expirySource.current = 'entered';
    } else form.resetField('visa', { defaultValue: values.visa });
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      setPassportHolder(null);
      try {
        const result = await createEmployee({
          variables: {
            input: employeeSaveInput(values, {
              // A new record sends its 10-character id too: a create sent twice makes one employee.
              id: id || null,
              companyVariant: variant,
              userCompanyId: company?._id ?? null,
              // A partner's save names the agency that owns the candidate, which it may not change.
              chosenCompanyId: isForeignAgent ? owner || null : asPartner ? ownerId : null,
            }),
          },
        });
        const saved = result.data?.createEmployee;
        // The API only sends a warning when the save went ahead (a licence due for renewal).
        if (saved?.licenceWarning) toast('warning', saved.licenceWarning);
        toast('success', t('employee.saved'));
        const savedId = saved ? readFragment(EMPLOYEE_FIELDS, saved)._id : null;
        if (isNew && savedId) await navigate(`${entryPath}/${savedId}`, { replace: true });
        // What was saved comes back as the server keeps it (names in capitals, Kuwait placeholders): all of it.
        else await takeFromServer('all');
      } catch (failure) {
        const refusal = passportRefusal(failure);
        if (refusal) {
          form.setError('passportNumber', { type: 'server', message: refusal.message });
          setPassportHolder(refusal.employeeId);
        }
        toast('error', (failure as Error).message);
      }
    },
    (errors) => focusFirstError(formRef.current, errors),
  );

  if (!timeZoneOk) {
    return (
      <Warning role="alert">
        <p lang="am">{TIME_ZONE_NOTICE.am}</p>
        <p lang="ar" dir="rtl">
          {TIME_ZONE_NOTICE.ar}
        </p>
        <p lang="en">{TIME_ZONE_NOTICE.en}</p>
        <TutorialLinks topic="timeZone" />
      </Warning>
    );
  }

  // Until the record arrives there is nothing to show: never an empty form titled with a default status.
  if (!isNew && !employee && loaded.loading) return <PageLoading />;

  const control = form.control;
  const status = String(form.watch('status') ?? 'new');
  const saved = !isNew && employee !== null;
  return (
    <form ref={formRef} onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={loaded.loading}>
      <PageBar>
        <Link to={listPath}>{t('employee.back')}</Link>
        <TutorialLinks topic="employee" />
        <span style={{ display: 'inline-flex', gap: 8 }}>
          {!isNew && employee && (
            <EntryPrintMenu
              employeeId={employee._id}
              employee={employee}
              name={[employee.givenName, employee.surName].filter(Boolean).join(' ')}
            />
          )}
          {showPasteButton(id) && (
            <Button type="button" $variant="outlined" onClick={() => setPasteOpen(true)}>
              {t('employee.paste.button')}
            </Button>
          )}
          <SubmitButton blocked={!form.formState.isValid} busy={saving.loading}>
            {t('employee.save')}
          </SubmitButton>
        </span>
      </PageBar>
      {passportHolder && (
        <p role="alert">
          {t('employee.passportHeld')}{' '}
          <Link to={`${entryPath}/${passportHolder}`}>{t('employee.openPassportHolder')}</Link>
        </p>
      )}

      <Panel aria-labelledby="passport-data">
        <h2 id="passport-data">
          {t('employee.passportData')} — {t('employee.statusIs', { status: statusLabel(status, language) })}
        </h2>
        {isForeignAgent && (
          <label
            style={{ display: 'flex', flexDirection: 'column', gap: 4, maxWidth: 420, marginBlockEnd: 12 }}
          >
            {t('employee.fields.localAgency')}
            {/* A saved candidate's agency is the owner's to change, not the foreign agent's. */}
            <Select
              value={owner}
              disabled={Boolean(employee) && asPartner}
              onChange={(event) => setOwner(event.target.value)}
            >
              <option value="">{t('employee.fields.ownCompany')}</option>
              {partnerOptions.map((partner) => (
                <option key={partner.value} value={partner.value}>
                  {partner.label}
                </option>
              ))}
            </Select>
          </label>
        )}
        <FieldGrid>
          <TextField control={control} name="givenName" label={t('employee.fields.givenName')} />
          <TextField control={control} name="surName" label={t('employee.fields.surName')} />
          <SelectField
            control={control}
            name="sex"
            label={t('employee.fields.sex')}
            options={options('sex', SEXES)}
          />
          <TextField control={control} name="passportNumber" label={t('employee.fields.passportNumber')} />
          <TextField control={control} name="placeOfBirth" label={t('employee.fields.placeOfBirth')} />
          <TextField control={control} name="placeOfIssue" label={t('employee.fields.placeOfIssue')} />
          <DateField
            control={control}
            name="dateOfBirth"
            label={t('employee.fields.dateOfBirth')}
            min={dateLimits('dateOfBirth').min}
          />
          <DateField
            control={control}
            name="passportIssueDate"
            label={t('employee.fields.passportIssueDate')}
            min={dateLimits('passportIssue').min}
            max={dateLimits('passportIssue').max}
          />
          <DateField
            control={control}
            name="passportExpiryDate"
            label={t('employee.fields.passportExpiryDate')}
            min={dateLimits('passportExpiry').min}
            max={dateLimits('passportExpiry').max}
          />
          <SelectField
            control={control}
            name="additionalData.maritalStatus"
            label={t('employee.fields.maritalStatus')}
            options={options('maritalStatus', MARITAL_STATUSES)}
          />
          <SelectField
            control={control}
            name="additionalData.religion"
            label={t('employee.fields.religion')}
            options={options('religion', RELIGIONS)}
          />
          <SelectField
            control={control}
            name="additionalData.appliedProfession"
            label={t('employee.fields.appliedProfession')}
            options={options('profession', PROFESSIONS)}
          />
          <SelectField
            control={control}
            name="additionalData.appliedCountry"
            label={t('employee.fields.appliedCountry')}
            options={options('appliedCountry', APPLIED_COUNTRIES)}
          />
          <SelectField
            control={control}
            name="additionalData.nationality"
            label={t('employee.fields.nationality')}
            options={options('nationality', nationalityOptions(company))}
          />
          {sudan && (
            <>
              <TextField
                control={control}
                name="additionalData.height"
                label={t('employee.fields.medicalInsurance')}
              />
              <TextField
                control={control}
                name="additionalData.weight"
                label={t('employee.fields.exchangeRate')}
              />
            </>
          )}
        </FieldGrid>
        {prospectOptions.length > 0 && !asPartner && (
          <MultiSelectField
            control={control}
            name="prospects"
            label={sudan ? t('employee.fields.subAgents') : t('employee.fields.forCompany')}
            options={prospectOptions}
            allLabel={sudan ? t('employee.fields.selectAll') : t('employee.fields.all')}
          />
        )}
      </Panel>

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
            onAttached={() => void takeFromServer('visa')}
            ownerOnlyReason={ownerDecides}
          />
        </Panel>
        <Panel $inactive={!saved}>
          <Tabs
            keepMounted
            label={t('pages.employee')}
            selectedId={tab}
            onSelect={setTab}
            tabs={[
              {
                id: 'visaProcess',
                label: t('employee.tabs.visaProcess'),
                content: <VisaProcessTab form={form} />,
              },
              {
                id: 'address',
                label: t('employee.tabs.address'),
                content: <AddressTab form={form} />,
              },
              { id: 'skills', label: t('employee.tabs.skills'), content: <SkillsTab form={form} /> },
              { id: 'cv', label: t('employee.tabs.cv'), content: <CvTab form={form} /> },
              {
                id: 'status',
                label: t('employee.tabs.currentStatus'),
                content: <CurrentStatusTab form={form} />,
              },
            ]}
          />
        </Panel>
      </fieldset>
      <PasteEmployeeDialog
        open={pasteOpen}
        scan={passportScan}
        onClose={() => {
          setPasteOpen(false);
          setPassportScan(null);
        }}
        onFill={(fields) => {
          if ('passportExpiryDate' in fields) expirySource.current = 'entered';
          for (const [path, value] of Object.entries(fields))
            form.setValue(path as 'givenName', value, { shouldValidate: true, shouldDirty: true });
        }}
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
