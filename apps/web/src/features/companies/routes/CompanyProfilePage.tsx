import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { Button, Tabs, useToast } from '@placement/ui';
import { UPLOAD_TYPES } from '@placement/domain';
import { useCurrentUser } from '../../../app/auth/currentUser';
import { PictureUpload } from '../../../app/files/PictureUpload';
import { COMPANY, LINK_PARTNER, SAVE_COMPANY } from '../api/COMPANIES';

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
  const { user } = useCurrentUser();
  const params = useParams();
  const id = params.id ?? user?.company?._id;
  const { data, loading, error, refetch } = useQuery(COMPANY, { variables: { id }, skip: !id });
  const [saveCompany, { loading: saving }] = useMutation(SAVE_COMPANY);
  const [linkPartner, { loading: linking }] = useMutation(LINK_PARTNER);
  const [tab, setTab] = useState('profile');
  const [form, setForm] = useState({ displayName: '', email: '' });
  const [partner, setPartner] = useState({ displayName: '', email: '' });
  const company = data?.getCompany;

  useEffect(() => {
    if (company) setForm({ displayName: company.displayName, email: company.email ?? '' });
  }, [company]);

  if (error) return <p role="alert">{error.message}</p>;
  if (loading || !company) return <p aria-busy="true">{t('app.loading')}</p>;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await saveCompany({ variables: { input: { id: company._id, ...form } } });
      toast('success', t('admin.common.saved'));
      await refetch();
    } catch (failure) {
      toast('error', (failure as Error).message);
    }
  };

  const alreadyLinked = company.partners.some(
    (existing) => existing.displayName.toUpperCase() === partner.displayName.trim().toUpperCase(),
  );
  const link = async (event: FormEvent) => {
    event.preventDefault();
    // The spec: Link Partner does nothing when the partner is already linked.
    if (alreadyLinked) return;
    try {
      await linkPartner({ variables: { input: { id: '0', ...partner } } });
      toast('success', t('admin.companies.linked'));
      setPartner({ displayName: '', email: '' });
      await refetch();
    } catch (failure) {
      toast('error', (failure as Error).message);
    }
  };

  const profileTab = (
    <Form onSubmit={(event) => void save(event)}>
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
      <label>
        {t('admin.companies.licence')}
        <input value={company.licence || t('admin.companies.active')} readOnly />
      </label>
      <Button type="submit" disabled={saving}>
        {t('admin.common.save')}
      </Button>
    </Form>
  );
  const partnersTab = (
    <>
      <Form onSubmit={(event) => void link(event)}>
        <label>
          {t('admin.companies.partnerName')}
          <input
            value={partner.displayName}
            onChange={(event) => setPartner({ ...partner, displayName: event.target.value })}
          />
        </label>
        <label>
          {t('admin.common.email')}
          <input
            type="email"
            value={partner.email}
            onChange={(event) => setPartner({ ...partner, email: event.target.value })}
          />
        </label>
        <Button
          type="submit"
          disabled={linking || partner.displayName.trim() === '' || partner.email.trim() === ''}
        >
          {t('admin.companies.linkPartner')}
        </Button>
      </Form>
      {company.partners.length === 0 ? (
        <p>{t('admin.companies.noPartners')}</p>
      ) : (
        <Partners aria-label={t('admin.companies.partners')}>
          {company.partners.map((linked) => (
            <li key={linked._id}>
              {linked.displayName} {linked.email ? `(${linked.email})` : ''}
            </li>
          ))}
        </Partners>
      )}
    </>
  );

  // The server lets a company change only its own pictures (Super: any company's).
  const ownPictures = user?.userType === 'Super' || company._id === user?.company?._id;
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
