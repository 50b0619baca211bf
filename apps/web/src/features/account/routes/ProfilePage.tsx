import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isSudan2 } from '@placement/domain';
import { Button, useToast } from '@placement/ui';
import { useCurrentUser } from '../../../app/auth/currentUser';
import { MY_COMPANY, SAVE_MY_COMPANY } from '../api/MY_ACCOUNT';
import { ChangePasswordForm } from '../components/ChangePasswordForm';

const Panel = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  padding: 16px;
  margin-block-end: 16px;
  h2 {
    font-size: 18px;
    margin: 0 0 12px;
  }
  form {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
    gap: 12px;
    align-items: end;
  }
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  input {
    padding: 8px;
  }
`;

const ADDRESS_FIELDS = ['telephone', 'alternateTelephone', 'city', 'streetAddress', 'country'] as const;

/** /app/profile: the company's profile (read-only name and email, editable details) and the password change. */
export function ProfilePage() {
  const { t } = useTranslation();
  const toast = useToast();
  const { user } = useCurrentUser();
  const companyId = user?.company?._id;
  const { data, error, refetch } = useQuery(MY_COMPANY, { variables: { id: companyId }, skip: !companyId });
  const [saveCompany, { loading: saving }] = useMutation(SAVE_MY_COMPANY);
  const company = data?.getCompany;
  const [form, setForm] = useState({
    nameAmharic: '',
    managerNameAmharic: '',
    licenseNumber: '',
    address: { telephone: '', alternateTelephone: '', city: '', streetAddress: '', country: '' },
  });

  useEffect(() => {
    if (!company) return;
    setForm({
      nameAmharic: company.nameAmharic ?? '',
      managerNameAmharic: company.managerNameAmharic ?? '',
      licenseNumber: company.licenseNumber ?? '',
      address: {
        telephone: company.address?.telephone ?? '',
        alternateTelephone: company.address?.alternateTelephone ?? '',
        city: company.address?.city ?? '',
        streetAddress: company.address?.streetAddress ?? '',
        country: company.address?.country ?? '',
      },
    });
  }, [company]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!company) return;
    try {
      await saveCompany({
        variables: {
          input: { id: company._id, displayName: company.displayName, email: company.email ?? '', ...form },
        },
      });
      toast('success', t('admin.common.saved'));
      await refetch();
    } catch (failure) {
      toast('error', (failure as Error).message);
    }
  };

  // sudan2 companies have no Amharic names (spec 01 §1).
  const showAmharic = company ? !isSudan2(company) : false;
  return (
    <>
      {error && <p role="alert">{error.message}</p>}
      {company && (
        <Panel aria-labelledby="company-profile">
          <h2 id="company-profile">{company.displayName}</h2>
          <form onSubmit={(event) => void save(event)}>
            <label>
              {t('admin.profile.companyName')}
              <input value={company.displayName} readOnly />
            </label>
            <label>
              {t('admin.profile.companyEmail')}
              <input value={company.email ?? ''} readOnly />
            </label>
            {showAmharic && (
              <>
                <label>
                  {t('admin.profile.nameAmharic')}
                  <input
                    lang="am"
                    value={form.nameAmharic}
                    onChange={(event) => setForm({ ...form, nameAmharic: event.target.value })}
                  />
                </label>
                <label>
                  {t('admin.profile.managerNameAmharic')}
                  <input
                    lang="am"
                    value={form.managerNameAmharic}
                    onChange={(event) => setForm({ ...form, managerNameAmharic: event.target.value })}
                  />
                </label>
              </>
            )}
            <label>
              {t('admin.profile.licenseNumber')}
              <input
                value={form.licenseNumber}
                onChange={(event) => setForm({ ...form, licenseNumber: event.target.value })}
              />
            </label>
            {ADDRESS_FIELDS.map((field) => (
              <label key={field}>
                {t(`admin.profile.${field}`)}
                <input
                  value={form.address[field]}
                  onChange={(event) =>
                    setForm({ ...form, address: { ...form.address, [field]: event.target.value } })
                  }
                />
              </label>
            ))}
            <Button type="submit" disabled={saving}>
              {t('admin.profile.saveCompany')}
            </Button>
          </form>
        </Panel>
      )}
      <Panel aria-labelledby="change-password">
        <h2 id="change-password">{t('admin.profile.changePassword')}</h2>
        <ChangePasswordForm />
      </Panel>
    </>
  );
}

export { ProfilePage as Component };
