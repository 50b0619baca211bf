import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { hasRole, effectiveRoles, isSuperUser, licenceState, UPLOAD_TYPES } from '@placement/domain';
import { SubmitButton, Tabs, useToast } from '@placement/ui';
import { useCurrentUser } from '../../../app/auth/currentUser';
import { PictureUpload } from '../../../app/files/PictureUpload';
import { useEnumLabel } from '../../../app/i18n/useEnumLabel';
import {
  COMPANY,
  LINK_COMPANIES,
  LINK_PARTNER,
  PARTNER_DIRECTORY,
  SAVE_COMPANY,
  SAVE_FOREIGN_AGENT,
  SAVE_LOCAL_AGENCY,
} from '../api/COMPANIES';
import { LicenceFields, NO_LICENCE_TERMS } from '../components/LicenceFields';
import { licenceInput, licenceValuesOf } from '../components/licenceInput';
import { PartnerLinker, type DirectoryPartner } from '../components/PartnerLinker';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 12px;
  align-items: end;
  margin-block: 16px;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  input {
    padding: 8px;
  }
`;

// Save on a row of its own, at the form's end edge, with its reason beside it.
const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  justify-content: flex-end;
`;

const Pictures = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
  margin-block: 16px;
  /* A 1200x200 banner shown at the width there is, keeping its shape. */
  img {
    max-width: 100%;
    max-height: none;
    height: auto;
  }
`;

const Partners = styled.ul`
  padding-inline-start: 20px;
  li {
    margin-block: 4px;
  }
`;

/**
 * /app/cp, /app/cp/{id}, /app/cp/{id}/{type}: the company's Profile Detail, its Partner Agents and the header
 * and footer its CVs print.
 */
export function CompanyProfilePage() {
  const { t } = useTranslation();
  const toast = useToast();
  const enumLabel = useEnumLabel();
  const client = useApolloClient();
  const { user } = useCurrentUser();
  const operator = isSuperUser(user);
  const params = useParams();
  const id = params.id ?? user?.company?._id;
  const { data, loading, error, refetch } = useQuery(COMPANY, { variables: { id }, skip: !id });
  const [saveCompany, { loading: savingCompany }] = useMutation(SAVE_COMPANY);
  const [saveForeignAgent, { loading: savingAgent }] = useMutation(SAVE_FOREIGN_AGENT);
  const [saveLocalAgency, { loading: savingAgency }] = useMutation(SAVE_LOCAL_AGENCY);
  const [linkCompanies] = useMutation(LINK_COMPANIES);
  const [createPartner] = useMutation(LINK_PARTNER);
  const [tab, setTab] = useState('profile');
  const [form, setForm] = useState({ displayName: '', email: '' });
  const [licence, setLicence] = useState(NO_LICENCE_TERMS);
  const company = data?.getCompany;
  const saving = savingCompany || savingAgent || savingAgency;

  // The form follows the stored company when it loads or is saved; a failed save leaves what was typed.
  useEffect(() => {
    if (!company) return;
    setForm({ displayName: company.displayName, email: company.email ?? '' });
    setLicence(licenceValuesOf(company));
  }, [company]);

  const search = useCallback(
    async (searchText: string): Promise<readonly DirectoryPartner[]> => {
      const result = await client.query({
        query: PARTNER_DIRECTORY,
        variables: { searchText, forCompanyId: operator ? company?._id : undefined },
        fetchPolicy: 'network-only',
      });
      return result.data?.partnerDirectory ?? [];
    },
    [client, operator, company?._id],
  );

  if (error) return <p role="alert">{error.message}</p>;
  if (loading || !company) return <p aria-busy="true">{t('app.loading')}</p>;

  const own = company._id === user?.company?._id;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    // Pressed while blocked: the reason beside the button already says what is missing.
    if (saveReason !== null) return;
    try {
      if (operator || own) {
        await saveCompany({
          variables: {
            input: {
              id: company._id,
              ...form,
              ...(operator ? licenceInput(licence, company.depositAmount) : {}),
            },
          },
        });
      } else {
        // A partner this agency keeps: saved as a partner (the API refuses a company it does not keep).
        const save = company.type === 'LocalAgency' ? saveLocalAgency : saveForeignAgent;
        await save({ variables: { input: { id: company._id, ...form } } });
      }
      toast('success', t('admin.operator.companySaved'));
      await refetch();
    } catch (failure) {
      toast('error', `${(failure as Error).message} ${t('admin.operator.typedKept')}`);
    }
  };

  const link = async (partner: DirectoryPartner) => {
    // The spec: Link Partner does nothing when the partner is already linked.
    if (company.partners.some((linked) => linked._id === partner._id)) return;
    try {
      await linkCompanies({ variables: { ids: [company._id, partner._id] } });
      toast('success', t('admin.operator.companyLinked'));
      await refetch();
    } catch (failure) {
      toast('error', (failure as Error).message);
      throw failure;
    }
  };
  const create = async (partner: { displayName: string; email: string }) => {
    try {
      if (operator && !own) {
        // The operator creates the partner company, then links it to the company it is looking at.
        const partnerType = company.type === 'ForeignAgent' ? 'LocalAgency' : 'ForeignAgent';
        const created = await saveCompany({
          variables: { input: { id: '0', type: partnerType, ...partner } },
        });
        await linkCompanies({ variables: { ids: [company._id, created.data!.createCompany._id] } });
      } else if (company.type === 'ForeignAgent') {
        await saveLocalAgency({ variables: { input: { id: '0', ...partner } } });
      } else {
        await createPartner({ variables: { input: { id: '0', ...partner } } });
      }
      toast('success', t('admin.operator.companyLinked'));
      await refetch();
    } catch (failure) {
      toast('error', (failure as Error).message);
      throw failure;
    }
  };

  const saveReason = saving
    ? t('admin.operator.saving')
    : form.displayName.trim() === '' || form.email.trim() === ''
      ? t('admin.operator.fillNameAndEmail')
      : null;
  const profileTab = company.editable ? (
    <Form onSubmit={(event) => void save(event)} aria-label={t('admin.companies.profile')}>
      <label>
        {t('admin.common.name')}
        <input
          value={form.displayName}
          onChange={(event) => setForm({ ...form, displayName: event.target.value })}
          required
        />
      </label>
      <label>
        {t('admin.common.email')}
        <input
          type="email"
          value={form.email}
          onChange={(event) => setForm({ ...form, email: event.target.value })}
          required
        />
      </label>
      {operator ? (
        <LicenceFields values={licence} onChange={setLicence} />
      ) : (
        <label>
          {t('admin.companies.licence')}
          <input value={enumLabel('licenceState', licenceState(company.licence))} readOnly />
        </label>
      )}
      <Actions>
        <SubmitButton blocked={saveReason !== null} busy={saving} reason={saveReason ?? undefined}>
          {t('admin.common.save')}
        </SubmitButton>
      </Actions>
    </Form>
  ) : (
    <dl>
      <dt>{t('admin.common.name')}</dt>
      <dd>{company.displayName}</dd>
      <dt>{t('admin.common.email')}</dt>
      <dd>{company.email}</dd>
      <dt>{t('admin.common.type')}</dt>
      <dd>{enumLabel('companyType', company.type)}</dd>
      <dd>
        <small>{t('admin.operator.readOnlyCompany')}</small>
      </dd>
    </dl>
  );
  // Linking needs CompanyManagement on the API, for the caller's own company (the operator: any company).
  const links = operator || (own && hasRole(effectiveRoles(user ?? {}), 'CompanyManagement'));
  const partnersTab = (
    <>
      {links && <PartnerLinker search={search} onLink={link} onCreate={create} />}
      {company.partners.length === 0 ? (
        <p>{t('admin.companies.noPartners')}</p>
      ) : (
        <Partners aria-label={t('admin.companies.partners')}>
          {company.partners.map((linked) => (
            <li key={linked._id}>
              {operator ? (
                <Link to={`/app/cp/${linked._id}/a`}>{linked.displayName}</Link>
              ) : (
                linked.displayName
              )}{' '}
              {linked.email ? `(${linked.email})` : ''} · {enumLabel('companyType', linked.type)}
            </li>
          ))}
        </Partners>
      )}
    </>
  );

  // The server lets a company change only its own pictures (Super: any company's).
  const ownPictures = operator || own;
  const picturesTab = ownPictures ? (
    <Pictures>
      {(['header', 'footer'] as const).map((type) => (
        <PictureUpload
          key={type}
          label={t(`admin.companies.${type}`, { ...UPLOAD_TYPES[type] })}
          type={type}
          recordId={company._id}
          fileName={company[type]}
          onChanged={() => void refetch()}
        />
      ))}
    </Pictures>
  ) : (
    <p>{t('admin.companies.picturesReadOnly')}</p>
  );

  return (
    <section>
      <h2>{company.displayName}</h2>
      <Tabs
        label={t('pages.companyProfile')}
        tabs={[
          { id: 'profile', label: t('admin.companies.profile'), content: profileTab },
          { id: 'partners', label: t('admin.companies.partners'), content: partnersTab },
          { id: 'pictures', label: t('admin.companies.headers'), content: picturesTab },
        ]}
        selectedId={tab}
        onSelect={setTab}
      />
    </section>
  );
}

export { CompanyProfilePage as Component };
