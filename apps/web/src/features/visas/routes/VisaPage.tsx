import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import {
  AGE_CATEGORIES,
  COMPLEXIONS,
  COUNTRIES,
  CURRENCIES,
  isNewRecordId,
  PROFESSIONS,
  RELIGIONS,
  VISA_TYPES,
  visaRecordSchema,
  type VisaInput,
  type VisaValues,
} from '@placement/domain';
import {
  FieldGrid,
  focusFirstError,
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
import { PARTNER_COMPANIES } from '../../../app/company/PARTNER_COMPANIES';
import { readFragment } from '../../../app/graphql/graphql';
import { useEnumOptions } from '../../../app/i18n/useEnumOptions';
import { CREATE_VISA, GET_VISA, VISA_FIELDS } from '../api/VISA';
import { VISAS } from '../api/VISAS';
import { FlagField } from '../components/FlagField';
import { visaFormValues, visaSaveInput } from '../components/visaFormValues';

const AgentLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: 4px;
  max-width: 420px;
  margin-block-start: 8px;
`;

// "id 0 or empty means new" (spec 01 §2), and so does the web app's 10-character new-record id.
const isNewVisa = (id: string | undefined) => !id || id === '0' || isNewRecordId(id);

/** /app/visa/{id}: Visa Info, then the tabs Sponsor Address and Visa Condition; the foreign agent for local agencies. */
export function VisaPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const options = useEnumOptions();
  const { id } = useParams();
  const isNew = isNewVisa(id);
  const { user } = useCurrentUser();
  const isLocalAgency = user?.company?.type === 'LocalAgency';
  const [tab, setTab] = useState('address');
  const [agentId, setAgentId] = useState('');

  const loaded = useQuery(GET_VISA, { variables: { id: id ?? '' }, skip: isNew });
  const partners = useQuery(PARTNER_COMPANIES, {
    variables: { companyId: user?.company?._id ?? '' },
    skip: !isLocalAgency || !user?.company?._id,
  });
  const [createVisa, saving] = useMutation(CREATE_VISA, { refetchQueries: [VISAS] });
  const visa = loaded.data ? readFragment(VISA_FIELDS, loaded.data.getVisa) : null;

  const form = useForm<VisaInput, unknown, VisaValues>({
    resolver: zodResolver(visaRecordSchema),
    mode: 'onChange',
    // A refused save moves to the first field in error itself, in a hidden tab too (focusFirstError).
    shouldFocusError: false,
    defaultValues: visaFormValues(null),
  });
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (visa) {
      form.reset(visaFormValues(visa));
      setAgentId(visa.agentId ?? '');
    }
    // Only a newly loaded visa resets the form; the form's own object is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visa?._id]);
  useEffect(() => {
    if (loaded.error) toast('error', loaded.error.message);
  }, [loaded.error, toast]);

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const result = await createVisa({
          variables: { input: visaSaveInput(values, isNew ? null : id!, agentId) },
        });
        toast('success', t('visas.saved'));
        const saved = result.data ? readFragment(VISA_FIELDS, result.data.createVisa) : null;
        if (isNew && saved) await navigate(`/app/visa/${saved._id}`, { replace: true });
      } catch (failure) {
        toast('error', (failure as Error).message);
      }
    },
    (errors) => focusFirstError(formRef.current, errors),
  );

  if (!isNew && loaded.error) {
    return (
      <PageBar>
        <Link to="/app/visas">{t('visas.back')}</Link>
        <p role="alert">{t('visas.notFound')}</p>
      </PageBar>
    );
  }
  const control = form.control;
  // Older visas hold the country as typed ("SAUDI ARABIA"); such a value stays choosable as it is.
  const storedCountry = form.watch('address.country') ?? '';
  const countryOptions = [
    ...options('country', COUNTRIES),
    ...(storedCountry && !(COUNTRIES as readonly string[]).includes(storedCountry)
      ? [{ value: storedCountry, label: storedCountry }]
      : []),
  ];
  const agents = partners.data?.getCompany.partners ?? [];
  return (
    <form ref={formRef} onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={loaded.loading}>
      <PageBar>
        <Link to="/app/visas">{t('visas.back')}</Link>
        <SubmitButton blocked={!form.formState.isValid} busy={saving.loading}>
          {t('visas.save')}
        </SubmitButton>
      </PageBar>
      <Panel aria-labelledby="visa-info">
        <h2 id="visa-info">{t('visas.info')}</h2>
        <FieldGrid>
          <TextField control={control} name="visaNumber" label={t('visas.fields.visaNumber')} />
          <TextField control={control} name="fullName" label={t('visas.fields.fullName')} />
          <TextField control={control} name="passportNumber" label={t('visas.fields.passportNumber')} />
          <SelectField
            control={control}
            name="visaType"
            label={t('visas.fields.visaType')}
            options={options('visaType', VISA_TYPES)}
          />
          <TextField control={control} name="visaQty" type="number" label={t('visas.fields.visaQty')} />
          <TextField control={control} name="contractNumber" label={t('visas.fields.contractNumber')} />
        </FieldGrid>
        {isLocalAgency && (
          <AgentLabel>
            {t('visas.fields.agent')}
            <Select value={agentId} onChange={(event) => setAgentId(event.target.value)}>
              <option value="">{t('visas.fields.noAgent')}</option>
              {agents.map((agent) => (
                <option key={agent._id} value={agent._id}>
                  {agent.displayName}
                </option>
              ))}
            </Select>
          </AgentLabel>
        )}
      </Panel>
      <Panel>
        <Tabs
          keepMounted
          label={t('pages.visa')}
          selectedId={tab}
          onSelect={setTab}
          tabs={[
            {
              id: 'address',
              label: t('visas.sponsorAddress'),
              content: (
                <FieldGrid>
                  <TextField
                    control={control}
                    name="address.telephone"
                    type="tel"
                    label={t('visas.fields.telephone')}
                  />
                  <TextField control={control} name="address.city" label={t('visas.fields.city')} />
                  <SelectField
                    control={control}
                    name="address.country"
                    label={t('visas.fields.country')}
                    options={countryOptions}
                    placeholder=""
                  />
                  <TextField
                    control={control}
                    name="fullNameAmharic"
                    label={t('visas.fields.fullNameAmharic')}
                  />
                  <TextField control={control} name="cityAmharic" label={t('visas.fields.cityAmharic')} />
                </FieldGrid>
              ),
            },
            {
              id: 'condition',
              label: t('visas.visaCondition'),
              content: (
                <>
                  <FieldGrid>
                    <SelectField
                      control={control}
                      name="profession"
                      label={t('visas.fields.profession')}
                      options={options('profession', PROFESSIONS)}
                    />
                    <SelectField
                      control={control}
                      name="religion"
                      label={t('visas.fields.religion')}
                      options={options('religion', RELIGIONS)}
                    />
                    <SelectField
                      control={control}
                      name="ageCategory"
                      label={t('visas.fields.ageCategory')}
                      options={options('ageCategory', AGE_CATEGORIES)}
                    />
                    <SelectField
                      control={control}
                      name="complexion"
                      label={t('visas.fields.complexion')}
                      options={options('complexion', COMPLEXIONS)}
                      placeholder=""
                    />
                    <TextField
                      control={control}
                      name="salary"
                      type="number"
                      label={t('visas.fields.salary')}
                    />
                    <SelectField
                      control={control}
                      name="currency"
                      label={t('visas.fields.currency')}
                      options={options('currency', CURRENCIES)}
                    />
                  </FieldGrid>
                  <TextField control={control} name="remarks" multiline label={t('visas.fields.remarks')} />
                  <div>
                    <FlagField
                      register={form.register}
                      name="firstTime"
                      label={t('visas.fields.firstTime')}
                    />
                    <FlagField
                      register={form.register}
                      name="goodLooking"
                      label={t('visas.fields.goodLooking')}
                    />
                    <FlagField
                      register={form.register}
                      name="writeRead"
                      label={t('visas.fields.writeRead')}
                    />
                  </div>
                </>
              ),
            },
          ]}
        />
      </Panel>
    </form>
  );
}

/** The route: another id is another visa, so "Add Visa" after viewing one opens an empty form, never a copy. */
function VisaRoute() {
  const { id = '' } = useParams();
  return <VisaPage key={id} />;
}

export { VisaRoute as Component };
