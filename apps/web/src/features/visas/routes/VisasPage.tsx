import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { hasRole, hideKuwaitPlaceholder } from '@placement/domain';
import {
  ALL_ROWS,
  Button,
  ConfirmDialog,
  DataTable,
  DEFAULT_PAGE_SIZE,
  IconButton,
  Input,
  useToast,
  type ColumnDef,
  deleteIcon,
  editIcon,
} from '@placement/ui';
import { useCurrentUser } from '../../../app/auth/currentUser';
import { DELETE_VISA, VISAS, type VisaRow } from '../api/VISAS';

// "All" on the page-size picker: the most the list loads at once (spec 01 §7: take 3000 loads all).
const LOAD_ALL = 3000;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: 8px;
  margin-block-end: 12px;
  input[type='search'] {
    flex: 1 1 240px;
    max-width: 420px;
    margin-inline-end: auto;
  }
`;

// The list searches once the clerk stops typing, as the other lists do (spec: after 1000 ms).
function useSettled(text: string, ms = 1000): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

/** /app/visas: S.No, Visa No., Employer Name, Employer Id, Actions; add via /app/visa/0 (spec 01 §2). */
export function VisasPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const [page, setPage] = useState({ pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [deleting, setDeleting] = useState<string | null>(null);
  const [searchText, setSearchText] = useState('');
  const search = useSettled(searchText.trim());
  const all = page.pageSize === ALL_ROWS;
  const { data, loading, error } = useQuery(VISAS, {
    variables: {
      skip: all ? 0 : page.pageIndex * page.pageSize,
      take: all ? LOAD_ALL : page.pageSize,
      searchText: search || null,
    },
  });
  // A new search starts at its first page.
  useEffect(() => setPage((was) => ({ ...was, pageIndex: 0 })), [search]);
  const [deleteVisa] = useMutation(DELETE_VISA);
  useEffect(() => {
    if (error) toast('error', error.message);
  }, [error, toast]);
  const canDelete = hasRole(user?.roles, 'DeleteVisas');

  const columns = useMemo<ColumnDef<VisaRow>[]>(
    () => [
      {
        id: 'serial',
        header: t('visas.columns.serial'),
        cell: ({ row }) => (all ? 0 : page.pageIndex * page.pageSize) + row.index + 1,
      },
      {
        id: 'visaNumber',
        header: t('visas.columns.visaNumber'),
        cell: ({ row }) => hideKuwaitPlaceholder(row.original.visaNumber),
      },
      {
        id: 'employerName',
        header: t('visas.columns.employerName'),
        cell: ({ row }) => row.original.fullName,
      },
      {
        id: 'employerId',
        header: t('visas.columns.employerId'),
        cell: ({ row }) => hideKuwaitPlaceholder(row.original.passportNumber),
      },
      {
        id: 'actions',
        header: t('visas.columns.actions'),
        cell: ({ row }) => (
          <span style={{ display: 'inline-flex', gap: 4 }}>
            <IconButton
              icon={editIcon}
              label={`${t('visas.edit')} ${row.original.visaNumber ?? ''}`}
              onClick={() => void navigate(`/app/visa/${row.original._id}`)}
            />
            {canDelete && (
              <IconButton
                icon={deleteIcon}
                label={`${t('visas.delete')} ${row.original.visaNumber ?? ''}`}
                onClick={() => setDeleting(row.original._id)}
              />
            )}
          </span>
        ),
      },
    ],
    [t, all, page, canDelete, navigate],
  );

  const confirmDelete = async () => {
    const id = deleting;
    setDeleting(null);
    if (!id) return;
    try {
      await deleteVisa({ variables: { id }, refetchQueries: [VISAS] });
      toast('success', t('visas.deleted'));
    } catch (failure) {
      toast('error', (failure as Error).message);
    }
  };

  return (
    <section>
      <Header>
        <Input
          type="search"
          aria-label={t('visas.search')}
          placeholder={t('visas.search')}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <Button type="button" $variant="outlined" onClick={() => void navigate('/app/visas/import')}>
          {t('spreadsheetImport.button')}
        </Button>
        <Button type="button" $variant="contained" onClick={() => void navigate('/app/visa/0')}>
          {t('visas.addNew')}
        </Button>
      </Header>
      <DataTable
        caption={t('pages.visas')}
        rows={data?.visas.visas ?? []}
        columns={columns}
        pinnedEnd="actions"
        getRowId={(row) => row._id}
        loading={loading && !data}
        emptyText={t('visas.empty')}
        totalLabel={t('visas.total')}
        totalCount={data?.visas.totalCount ?? 0}
        pageIndex={all ? 0 : page.pageIndex}
        pageSize={page.pageSize}
        onPageChange={setPage}
      />
      <ConfirmDialog
        open={deleting !== null}
        kind="irreversible"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

export { VisasPage as Component };
