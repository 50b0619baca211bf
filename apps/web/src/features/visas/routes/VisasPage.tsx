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
  useToast,
  type ColumnDef,
} from '@placement/ui';
import { useCurrentUser } from '../../../app/auth/currentUser';
import { DELETE_VISA, VISAS, type VisaRow } from '../api/VISAS';

// "All" on the page-size picker: the most the list loads at once (spec 01 §7: take 3000 loads all).
const LOAD_ALL = 3000;

const Header = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-block-end: 12px;
`;

/** /app/visas: S.No, Visa No., Employer Name, Employer Id, Actions; add via /app/visa/0 (spec 01 §2). */
export function VisasPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const [page, setPage] = useState({ pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [deleting, setDeleting] = useState<string | null>(null);
  const all = page.pageSize === ALL_ROWS;
  const { data, loading, error } = useQuery(VISAS, {
    variables: { skip: all ? 0 : page.pageIndex * page.pageSize, take: all ? LOAD_ALL : page.pageSize },
  });
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
              icon="edit"
              label={`${t('visas.edit')} ${row.original.visaNumber ?? ''}`}
              onClick={() => void navigate(`/app/visa/${row.original._id}`)}
            />
            {canDelete && (
              <IconButton
                icon="delete"
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
