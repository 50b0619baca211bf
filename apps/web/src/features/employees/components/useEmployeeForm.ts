import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  companyVariant,
  editsAsPartner,
  employeeInputSchema,
  isNewRecordId,
  passportExpiryOnIssueChange,
  type EmployeeInput,
  type EmployeeValues,
  type PassportExpirySource,
} from '@placement/domain';
import { focusFirstError, useToast } from '@placement/ui';
import { useCurrentUser } from '../../../app/auth/currentUser';
import { readFragment } from '../../../app/graphql/graphql';
import { CREATE_EMPLOYEE, EMPLOYEE_FIELDS, GET_EMPLOYEE } from '../api/EMPLOYEE';
import { EMPLOYEES } from '../api/EMPLOYEES';
import { employeeFormTakeover } from './employeeFormTakeover';
import { employeeFormValues, employeeSaveInput } from './employeeFormValues';
import type { PastedFields } from './PasteEmployeeDialog';
import { passportRefusal } from './passportRefusal';

/**
 * The employee entry's form: loads the employee of the route's id (a 10-character id is a new one), keeps the
 * form in step with it, derives the passport expiry from the issue date, and saves. A new employee's save
 * opens the saved one at `{entryPath}/{id}`.
 */
export function useEmployeeForm({ id, entryPath }: { id: string; entryPath: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const isNew = isNewRecordId(id);
  const { user } = useCurrentUser();
  const company = user?.company ?? null;
  const variant = companyVariant(company);
  const isForeignAgent = company?.type === 'ForeignAgent';
  const [owner, setOwner] = useState('');

  const loaded = useQuery(GET_EMPLOYEE, { variables: { id }, skip: isNew });
  const [createEmployee, saving] = useMutation(CREATE_EMPLOYEE, { refetchQueries: [EMPLOYEES] });
  const employee = loaded.data ? readFragment(EMPLOYEE_FIELDS, loaded.data.getEmployee) : null;

  // A partner's view of an agency's candidate (or a foreign agent entering one for an agency): whom it is
  // offered to, its visa and its stored pictures are the owner's, so they are shown without the controls the
  // server would refuse (domain editsAsPartner, partnerWriteRefusal).
  const ownerId = employee?.owner?._id ?? (isForeignAgent && owner ? owner : (company?._id ?? null));
  const asPartner = editsAsPartner({ userType: user?.userType, companyId: company?._id }, ownerId);

  const form = useForm<EmployeeInput, unknown, EmployeeValues>({
    resolver: zodResolver(employeeInputSchema),
    mode: 'onChange',
    // A refused save moves to the first field in error itself, in a hidden tab too (focusFirstError).
    shouldFocusError: false,
    defaultValues: employeeFormValues(null),
  });
  const formRef = useRef<HTMLFormElement>(null);
  // The employee whose values the form last took in full (employeeFormTakeover).
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
    const takeover = employeeFormTakeover(id, formTakenFrom.current, employee);
    if (!takeover) return;
    formTakenFrom.current = takeover.takenFrom;
    expirySource.current = takeover.expirySource;
    form.reset(takeover.values, { keepDirtyValues: takeover.keepDirtyValues });
    setOwner(takeover.owner);
    // A newly loaded employee or another id resets the form; the form object itself is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [employee, id]);
  useEffect(() => {
    if (loaded.error) toast('error', loaded.error.message);
  }, [loaded.error, toast]);

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

  /** Fields read from a pasted text or a passport scan, entered as if typed. */
  const fill = (fields: PastedFields) => {
    if ('passportExpiryDate' in fields) expirySource.current = 'entered';
    for (const [path, value] of Object.entries(fields))
      form.setValue(path as 'givenName', value, { shouldValidate: true, shouldDirty: true });
  };

  return {
    form,
    formRef,
    onSubmit,
    saving,
    loaded,
    employee,
    isNew,
    owner,
    setOwner,
    ownerId,
    asPartner,
    passportHolder,
    takeFromServer,
    fill,
  };
}
