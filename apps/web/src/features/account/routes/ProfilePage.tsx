import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { effectiveRoles, hasRole, isSudan2, showsSubAgentsPanel } from '@placement/domain';
import { Button, Panel, useToast } from '@placement/ui';
import { CURRENT_USER } from '../../../app/auth/CURRENT_USER';
import { useCurrentUser } from '../../../app/auth/currentUser';
import { PictureUpload } from '../../../app/files/PictureUpload';
import { MY_COMPANY, SAVE_MY_COMPANY, SAVE_SUB_AGENT } from '../api/MY_ACCOUNT';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { SubAgentsPanel } from '../components/SubAgentsPanel';

const FormPanel = styled(Panel)`
  /* The profile and password forms; the Sub Agents panel brings its own layout. */
  > form {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
    gap: 12px;
    align-items: end;
  }
  > form label {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  > form input {
    padding: 8px;
  }
  /* The company fields, disabled together for a user who may not save them. */
  > form fieldset {
    display: contents;
  }
`;

const ADDRESS_FIELDS = ['telephone', 'alternateTelephone', 'city', 'streetAddress', 'country'] as const;

/**
 * /app/profile: the user's picture, the company's profile (read-only name and email, editable details), the Sub
 * Agents panel of sudan agencies, and the password change.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const toast = useToast();
  const { user } = useCurrentUser();
  const client = useApolloClient();
  const companyId = user?.company?._id;
  const { data, error, refetch } = useQuery(MY_COMPANY, { variables: { id: companyId }, skip: !companyId });
  const [saveCompany, { loading: saving }] = useMutation(SAVE_MY_COMPANY);
  const [saveSubAgent] = useMutation(SAVE_SUB_AGENT);
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
      toast('success', t('admin.operator.companySaved'));
      await refetch();
    } catch (failure) {
      toast('error', (failure as Error).message);
    }
  };

  // sudan2 companies have no Amharic names (spec 01 §1).
  const showAmharic = company ? !isSudan2(company) : false;
  // The server refuses sub agents to other agencies and to users without CompanyManagement.
  const managesCompany = hasRole(effectiveRoles(user ?? {}), 'CompanyManagement');
  const showSubAgents = company !== undefined && showsSubAgentsPanel(company) && managesCompany;
  return (
    <>
      {error && <p role="alert">{error.message}</p>}
      {user && (
        <FormPanel aria-labelledby="avatar">
          <h2 id="avatar">{user.name}</h2>
          <PictureUpload
            label={t('admin.profile.avatar')}
            type="avatar"
            fileName={user.avatar}
            // The signed-in user (shell, this page) is read again so every place shows the new picture.
            onChanged={() => void client.refetchQueries({ include: [CURRENT_USER] })}
          />
        </FormPanel>
      )}
      {company && (
        <FormPanel aria-labelledby="company-profile">
          <h2 id="company-profile">{company.displayName}</h2>
          <form onSubmit={(event) => void save(event)}>
            <fieldset disabled={!managesCompany}>
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
            </fieldset>
            {managesCompany ? (
              <Button type="submit" disabled={saving}>
                {t('admin.profile.saveCompany')}
              </Button>
            ) : (
              <p>{t('admin.operator.noCompanyManagement')}</p>
            )}
          </form>
        </FormPanel>
      )}
      {company && showSubAgents && (
        <FormPanel aria-labelledby="sub-agents">
          <h2 id="sub-agents">{t('admin.profile.subAgents')}</h2>
          <SubAgentsPanel
            subAgents={company.partners.filter((partner) => partner.type === 'SubAgent')}
            onSave={async (input) => {
              await saveSubAgent({ variables: { input } });
              await refetch();
            }}
          />
        </FormPanel>
      )}
      <FormPanel aria-labelledby="change-password">
        <h2 id="change-password">{t('admin.profile.changePassword')}</h2>
        <ChangePasswordForm />
      </FormPanel>
    </>
  );
}

export { ProfilePage as Component };
