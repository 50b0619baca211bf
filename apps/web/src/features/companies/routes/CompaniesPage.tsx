import { useMutation, useQuery } from '@apollo/client/react';

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  Button,
  ConfirmDialog,
  DataTable,
  InlineForm,
  TextInput,
  useToast,
  type ColumnDef,
} from '@placement/ui';
import type { ResultOf } from '../../../app/graphql/graphql';
import { useEnumLabel } from '../../../app/i18n/useEnumLabel';
import { useDebouncedSearch } from '../../../app/shell/useDebouncedSearch';
import { COMPANIES, DELETE_COMPANY, SAVE_COMPANY } from '../api/COMPANIES';

type CompanyRow = ResultOf<typeof COMPANIES>['companies']['companies'][number];

const COMPANY_TYPES = ['LocalAgency', 'ForeignAgent', 'Moderator', 'SubAgent'] as const;

/** /app/companies: add a company (Super), the table with licence and agency type, delete, profile, users. */
export function CompaniesPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const enumLabel = useEnumLabel();
  const searchText = useDebouncedSearch();
  const [page, setPage] = useState({ pageIndex: 0, pageSize: 50 });
  const { data, loading, refetch } = useQuery(COMPANIES, {
    variables: { skip: page.pageIndex * page.pageSize, take: page.pageSize, searchText },
  });
  const [saveCompany, { loading: saving }] = useMutation(SAVE_COMPANY);
  const [deleteCompany] = useMutation(DELETE_COMPANY);
  const [form, setForm] = useState({ type: 'LocalAgency', displayName: '', email: '' });
  const [deleting, setDeleting] = useState<CompanyRow | null>(null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await saveCompany({ variables: { input: { id: '0', ...form } } });
      toast('success', t('admin.common.saved'));
      setForm({ type: 'LocalAgency', displayName: '', email: '' });
      await refetch();
    } catch (error) {
      toast('error', (error as Error).message);
    }
  };

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
      cell: ({ row }) => row.original.licence || t('admin.companies.active'),
    },
    {
      id: 'agencyType',
      header: t('admin.companies.agencyType'),
      cell: ({ row }) => row.original.depositAmount ?? '',
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
      cell: ({ row }) => (
        <span style={{ display: 'flex', gap: 8 }}>
          <Button as={Link} $variant="outlined" to={`/app/cp/${row.original._id}/a`}>
            {t('admin.common.edit')}
          </Button>
          <Button as={Link} $variant="text" to={`/app/users?company=${row.original._id}`}>
            {t('admin.companies.showUsers')}
          </Button>
          <Button $variant="danger" onClick={() => setDeleting(row.original)}>
            {t('admin.common.delete')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <section>
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
        <Button type="submit" disabled={saving}>
          {t('admin.companies.add')}
        </Button>
      </InlineForm>
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
      <ConfirmDialog
        open={deleting !== null}
        kind="irreversible"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (!target) return;
          deleteCompany({ variables: { id: target._id } })
            .then(() => {
              toast('success', t('admin.common.deleted'));
              return refetch();
            })
            .catch((error: Error) => toast('error', error.message));
        }}
      />
    </section>
  );
}

export { CompaniesPage as Component };
