import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { agencyTypeOf, isSuperUser, licenceState } from '@placement/domain';
import {
  Button,
  SubmitButton,
  useConfirmedDelete,
  DataTable,
  InlineForm,
  TextInput,
  useToast,
  type ColumnDef,
} from '@placement/ui';
import { useCurrentUser } from '../../../app/auth/currentUser';
import type { ResultOf } from '../../../app/graphql/graphql';
import { useEnumLabel } from '../../../app/i18n/useEnumLabel';
import { useDebouncedSearch } from '../../../app/shell/useDebouncedSearch';
import { COMPANIES, DELETE_COMPANY, SAVE_COMPANY } from '../api/COMPANIES';
import { LicenceFields, NO_LICENCE_TERMS } from '../components/LicenceFields';
import { licenceInput } from '../components/licenceInput';

type CompanyRow = ResultOf<typeof COMPANIES>['companies']['companies'][number];

const COMPANY_TYPES = ['LocalAgency', 'ForeignAgent', 'Moderator', 'SubAgent'] as const;
const EMPTY_FORM = { type: 'LocalAgency', displayName: '', email: '' };

/**
 * /app/companies: the platform operator's list of every company (search, paging), where it adds companies with
 * their agency type and licence, edits and deletes them and opens their users. A company's own admin sees its
 * company and partners, with Edit only where the API lets it save and no Add or Delete (Super's alone).
 */
export function CompaniesPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const enumLabel = useEnumLabel();
  const { user } = useCurrentUser();
  const operator = isSuperUser(user);
  const searchText = useDebouncedSearch();
  const [page, setPage] = useState({ pageIndex: 0, pageSize: 50 });
  const { data, loading, refetch } = useQuery(COMPANIES, {
    variables: { skip: page.pageIndex * page.pageSize, take: page.pageSize, searchText },
  });
  const [saveCompany, { loading: saving }] = useMutation(SAVE_COMPANY);
  const [deleteCompany] = useMutation(DELETE_COMPANY);
  const [form, setForm] = useState(EMPTY_FORM);
  const [licence, setLicence] = useState(NO_LICENCE_TERMS);
  const { confirmDelete, dialog: deleteDialog } = useConfirmedDelete<CompanyRow>({
    removedText: t('admin.operator.companyRemoved'),
    remove: (company) => deleteCompany({ variables: { id: company._id } }).then(() => refetch()),
  });

  const add = async (event: FormEvent) => {
    event.preventDefault();
    // Pressed while blocked: the reason beside the button already says what is missing.
    if (addReason !== null) return;
    try {
      await saveCompany({ variables: { input: { id: '0', ...form, ...licenceInput(licence) } } });
      toast('success', t('admin.operator.companySaved'));
      setForm(EMPTY_FORM);
      setLicence(NO_LICENCE_TERMS);
      await refetch();
    } catch (error) {
      // What was typed stays in the form (spec 01 §7: a failed save keeps the company's data).
      toast('error', (error as Error).message);
    }
  };

  const addReason = saving
    ? t('admin.operator.saving')
    : form.displayName.trim() === '' || form.email.trim() === ''
      ? t('admin.operator.fillNameAndEmail')
      : null;

  const columns: ColumnDef<CompanyRow>[] = [
    {
      id: 'serial',
      header: t('admin.common.serial'),
      cell: ({ row }) => page.pageIndex * page.pageSize + row.index + 1,
    },
    { id: 'name', header: t('admin.common.name'), cell: ({ row }) => row.original.displayName },
    {
      id: 'licence',
      header: t('admin.companies.licence'),
      cell: ({ row }) => enumLabel('licenceState', licenceState(row.original.licence)),
    },
    {
      id: 'agencyType',
      header: t('admin.companies.agencyType'),
      cell: ({ row }) => enumLabel('agencyType', agencyTypeOf(row.original.depositAmount)),
    },
    {
      id: 'type',
      header: t('admin.common.type'),
      cell: ({ row }) => enumLabel('companyType', row.original.type),
    },
    { id: 'email', header: t('admin.common.email'), cell: ({ row }) => row.original.email ?? '' },
    {
      id: 'actions',
      header: t('admin.common.actions'),
      cell: ({ row }) => {
        const company = row.original;
        // A company's users are its own business: the operator sees everyone's, an admin its own company's.
        const seesUsers = operator || company._id === user?.company?._id;
        return (
          <span style={{ display: 'flex', gap: 8 }}>
            {company.editable && (
              <Button
                as={Link}
                $variant="outlined"
                to={`/app/cp/${company._id}/a`}
                aria-label={`${t('admin.common.edit')} ${company.displayName}`}
              >
                {t('admin.common.edit')}
              </Button>
            )}
            {seesUsers && (
              <Button
                as={Link}
                $variant="text"
                to={`/app/users?company=${company._id}`}
                aria-label={`${t('admin.companies.showUsers')}: ${company.displayName}`}
              >
                {t('admin.companies.showUsers')}
              </Button>
            )}
            {operator && company._id !== user?.company?._id && (
              <Button
                $variant="danger"
                aria-label={`${t('admin.common.delete')} ${company.displayName}`}
                onClick={() => confirmDelete(company)}
              >
                {t('admin.common.delete')}
              </Button>
            )}
          </span>
        );
      },
    },
  ];

  return (
    <section>
      {operator && (
        <InlineForm onSubmit={(event) => void add(event)} aria-label={t('admin.companies.add')}>
          <label>
            {t('admin.common.type')}
            <select value={form.type} onChange={(event) => setForm({ ...form, type: event.target.value })}>
              {COMPANY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {enumLabel('companyType', type)}
                </option>
              ))}
            </select>
          </label>
          <TextInput
            label={t('admin.common.name')}
            value={form.displayName}
            onChange={(displayName) => setForm({ ...form, displayName })}
            required
          />
          <TextInput
            label={t('admin.common.email')}
            type="email"
            value={form.email}
            onChange={(email) => setForm({ ...form, email })}
            required
          />
          <LicenceFields values={licence} onChange={setLicence} />
          <SubmitButton blocked={addReason !== null} busy={saving} reason={addReason ?? undefined}>
            {t('admin.companies.add')}
          </SubmitButton>
        </InlineForm>
      )}
      <DataTable
        caption={t('pages.companies')}
        rows={data?.companies.companies ?? []}
        columns={columns}
        pinnedEnd="actions"
        getRowId={(row) => row._id}
        loading={loading && !data}
        emptyText={t('admin.companies.empty')}
        totalLabel={t('admin.companies.count')}
        totalCount={data?.companies.totalCount ?? 0}
        pageIndex={page.pageIndex}
        pageSize={page.pageSize}
        onPageChange={setPage}
      />
      {deleteDialog}
    </section>
  );
}

export { CompaniesPage as Component };
