import { useMutation, useQuery } from '@apollo/client/react';

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
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
import type { ResultOf } from '../../../app/graphql/graphql';
import { useEnumLabel } from '../../../app/i18n/useEnumLabel';
import { useDebouncedSearch } from '../../../app/shell/useDebouncedSearch';
import { CREATE_USER, DELETE_USER, USERS, USERS_COMPANY } from '../api/USERS';
import { ManageUserDialog } from '../components/ManageUserDialog';

type UserRow = ResultOf<typeof USERS>['Users']['users'][number];

/** /app/users: add a user, the company's users (or a chosen company's, ?company=), manage and delete them. */
export function UsersPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const enumLabel = useEnumLabel();
  const [params] = useSearchParams();
  const companyId = params.get('company') ?? undefined;
  const searchText = useDebouncedSearch();
  const [page, setPage] = useState({ pageIndex: 0, pageSize: 50 });
  const { data, loading, refetch } = useQuery(USERS, {
    variables: { companyId, skip: page.pageIndex * page.pageSize, take: page.pageSize, searchText },
  });
  const chosen = useQuery(USERS_COMPANY, { variables: { id: companyId }, skip: !companyId });
  const [createUser, { loading: creating }] = useMutation(CREATE_USER);
  const [deleteUser] = useMutation(DELETE_USER);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [managing, setManaging] = useState<UserRow | null>(null);
  const { confirmDelete, dialog: deleteDialog } = useConfirmedDelete<UserRow>({
    removedText: t('admin.operator.userRemoved'),
    remove: (user) => deleteUser({ variables: { id: user._id } }).then(() => refetch()),
  });

  const add = async (event: FormEvent) => {
    event.preventDefault();
    // Pressed while blocked: the reason beside the button already says what is missing.
    if (addReason !== null) return;
    try {
      await createUser({
        variables: { input: { id: '0', name, email, ...(companyId ? { companyId } : {}) } },
      });
      toast('success', t('admin.common.saved'));
      setName('');
      setEmail('');
      await refetch();
    } catch (error) {
      toast('error', (error as Error).message);
    }
  };

  const addReason = creating
    ? t('admin.operator.saving')
    : name.trim() === '' || email.trim() === ''
      ? t('admin.operator.fillNameAndEmail')
      : null;

  const columns: ColumnDef<UserRow>[] = [
    {
      id: 'serial',
      header: t('admin.common.serial'),
      cell: ({ row }) => page.pageIndex * page.pageSize + row.index + 1,
    },
    { id: 'name', header: t('admin.common.name'), cell: ({ row }) => row.original.name },
    { id: 'email', header: t('admin.common.email'), cell: ({ row }) => row.original.email },
    {
      id: 'status',
      header: t('admin.common.status'),
      cell: ({ row }) => enumLabel('userStatus', row.original.status),
    },
    {
      id: 'actions',
      header: t('admin.common.actions'),
      cell: ({ row }) => (
        <span style={{ display: 'flex', gap: 8 }}>
          <Button
            $variant="outlined"
            aria-label={`${t('admin.operator.editProfile')}: ${row.original.name}`}
            onClick={() => setManaging(row.original)}
          >
            {t('admin.operator.editProfile')}
          </Button>
          <Button
            $variant="danger"
            aria-label={`${t('admin.common.delete')} ${row.original.name}`}
            onClick={() => confirmDelete(row.original)}
          >
            {t('admin.common.delete')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <section>
      {companyId && chosen.data && (
        <h2>{t('admin.operator.usersOf', { company: chosen.data.getCompany.displayName })}</h2>
      )}
      <InlineForm onSubmit={(event) => void add(event)} aria-label={t('admin.users.add')}>
        <TextInput label={t('admin.common.name')} value={name} onChange={setName} required />
        <TextInput label={t('admin.common.email')} type="email" value={email} onChange={setEmail} required />
        <SubmitButton blocked={addReason !== null} busy={creating} reason={addReason ?? undefined}>
          {t('admin.users.add')}
        </SubmitButton>
      </InlineForm>
      <DataTable
        caption={t('pages.users')}
        rows={data?.Users.users ?? []}
        columns={columns}
        pinnedEnd="actions"
        getRowId={(row) => row._id}
        loading={loading && !data}
        emptyText={t('admin.users.empty')}
        totalLabel={t('admin.users.count')}
        totalCount={data?.Users.totalCount ?? 0}
        pageIndex={page.pageIndex}
        pageSize={page.pageSize}
        onPageChange={setPage}
      />
      {managing && (
        <ManageUserDialog
          user={data?.Users.users.find((user) => user._id === managing._id) ?? managing}
          roles={data?.GetRoles ?? []}
          companyId={companyId}
          onClose={() => setManaging(null)}
          onChanged={() => {
            // Done: the dialog closes and the list shows the change.
            setManaging(null);
            void refetch();
          }}
        />
      )}
      {deleteDialog}
    </section>
  );
}

export { UsersPage as Component };
