import { useMutation, useQuery } from '@apollo/client/react';
import type { ColumnDef } from '@placement/ui';
import { useCallback, useEffect, useMemo, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  agentName,
  foreignOfficeText,
  hasRole,
  mayDeleteEmployee,
  hideKuwaitPlaceholder,
  labourIdText,
  newRecordId,
  showsSudanExtras,
  statusLabel,
  weightOrHeight,
  type StatusFilterValue,
} from '@placement/domain';
import {
  ALL_ROWS,
  Button,
  ConfirmDialog,
  DataTable,
  DEFAULT_PAGE_SIZE,
  IconButton,
  usePaintedOnce,
  useToast,
  deleteIcon,
  editIcon,
} from '@placement/ui';
import { useCurrentUser } from '../../../app/auth/currentUser';
import { useRetireFirstPaint } from '../../../app/firstPaint/retireFirstPaint';
import { usePreferences } from '../../../app/preferences/PreferencesProvider';
import { useTopBarSearch } from '../../../app/shell/topBarSearch';
import { DELETE_EMPLOYEE } from '../api/DELETE_EMPLOYEE';
import { EMPLOYEES, type EmployeeRow } from '../api/EMPLOYEES';
import { useCompanyPickerOptions } from '../../../app/company/useCompanyPickerOptions';
import { EmployeeFilters, type ListFilter } from './EmployeeFilters';
import { EmployeePhoto } from './EmployeePhoto';
import { SelectionToolbar } from './SelectionToolbar';
import { useDebouncedValue } from './useDebouncedValue';

// "take 3000 loads all" (spec 01 §7): the All page size and the agent filter panel load this many.
const LOAD_ALL = 3000;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 8px;
  margin-block-end: 12px;
`;

const Actions = styled.span`
  display: inline-flex;
  gap: 4px;
`;

export interface EmployeeListProps {
  /** /app/employees (employment companies) or /app/coms (the embassy-oriented list). */
  variant: 'employees' | 'coms';
}

const fullName = (row: EmployeeRow) => [row.givenName, row.surName].filter(Boolean).join(' ');

type FiltersWithOfficesProps = Omit<ComponentProps<typeof EmployeeFilters>, 'offices' | 'officesLoading'> & {
  firstPageShown: boolean;
  filtersByOffice: boolean;
  allLabel: string;
};

/**
 * The filter panel with its offices (or agents), which wait until the first page's rows have been painted:
 * the panel opens closed, and the rows are what the clerk came for; an answer read earlier would hold up the
 * frame that draws them (the list's open benchmark, README). Its own component, so the offices' arrival renders
 * the panel again, not the table. Never unset, so a later search keeps the picker.
 */
function FiltersWithOffices({
  firstPageShown,
  filtersByOffice,
  allLabel,
  ...filters
}: FiltersWithOfficesProps) {
  const firstPagePainted = usePaintedOnce(firstPageShown);
  const offices = useCompanyPickerOptions({
    enabled: filtersByOffice && firstPagePainted,
    includeAll: true,
    allLabel,
  });
  return (
    <EmployeeFilters
      {...filters}
      offices={filtersByOffice ? offices.options : null}
      officesLoading={offices.loading}
    />
  );
}

export function EmployeeList({ variant }: EmployeeListProps) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const toast = useToast();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const roles = user?.roles;
  const sudan = showsSudanExtras(user?.company);
  const isLocalAgency = user?.company?.type === 'LocalAgency';
  const entryPath = variant === 'employees' ? '/app/employee' : '/app/com';

  const topBarSearch = useTopBarSearch();
  const [filter, setFilter] = useState<ListFilter>({ searchText: '', status: 'all', office: '' });
  const [page, setPage] = useState({ pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [filterOpened, setFilterOpened] = useState(false);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<string | null>(null);

  const searchText = useDebouncedValue((filter.searchText || topBarSearch).trim());
  // Back to the first page when the search or a filter changes; as the list mounts it already is, and a new
  // object would render the whole table again right after its first paint.
  useEffect(
    () => setPage((current) => (current.pageIndex === 0 ? current : { ...current, pageIndex: 0 })),
    [searchText, filter.status, filter.office],
  );

  // The sudan agent filter works on the whole list, so opening its panel loads everything at once.
  const loadAll = page.pageSize === ALL_ROWS || (variant === 'coms' && sudan && filterOpened);
  const take = loadAll ? LOAD_ALL : page.pageSize;
  const skip = loadAll ? 0 : page.pageIndex * page.pageSize;
  const status: StatusFilterValue = filter.status;
  const { data, loading, error } = useQuery(EMPLOYEES, {
    variables: {
      skip,
      take,
      searchText: searchText || null,
      status: status === 'all' ? null : status,
      link: filter.office || null,
    },
    // The first page comes fresh from the route's loader (api/preloadEmployees), already asked for while this
    // page loaded: read it from the cache rather than ask twice. Every later page, search or filter shows what
    // the cache has and asks the API again.
    fetchPolicy: 'cache-first',
    nextFetchPolicy: () => 'cache-and-network',
  });
  const companyId = user?.company?._id ?? '';
  const filtersByOffice = isLocalAgency || (variant === 'coms' && sudan);
  const [deleteEmployee] = useMutation(DELETE_EMPLOYEE);

  useEffect(() => {
    if (error) toast('error', error.message);
  }, [error, toast]);
  // The server may have drawn this list's first screen over the page: it goes as these rows (or the error) come.
  useRetireFirstPaint(Boolean(data) || Boolean(error));

  const rows = data?.employees.employees ?? [];
  const canEdit = hasRole(roles, 'EditEmployees') || hasRole(roles, 'AddEmployees');
  // Only the owner's (or Super's) delete reaches the record; an offered employee shows no delete action.
  const userType = user?.userType;
  const canDelete = useCallback(
    (row: EmployeeRow) => mayDeleteEmployee({ userType, roles, companyId }, row.owner?._id),
    [userType, roles, companyId],
  );

  const columns = useMemo<ColumnDef<EmployeeRow>[]>(() => {
    const serial = (index: number) => (loadAll ? 0 : page.pageIndex * page.pageSize) + index + 1;
    const list: ColumnDef<EmployeeRow>[] = [
      { id: 'serial', header: t('employees.columns.serial'), cell: ({ row }) => serial(row.index) },
      {
        id: 'photo',
        header: t('employees.columns.photo'),
        cell: ({ row }) => (
          <Link
            to={`${entryPath}/${row.original._id}`}
            aria-label={`${t('employees.open')} ${fullName(row.original)}`}
          >
            <EmployeePhoto fileName={row.original.facePhoto} alt="" />
          </Link>
        ),
      },
      { id: 'name', header: t('employees.columns.name'), cell: ({ row }) => fullName(row.original) },
      {
        id: 'passport',
        header: t('employees.columns.passport'),
        cell: ({ row }) => row.original.passportNumber,
      },
    ];
    if (variant === 'employees') {
      list.push({
        id: 'office',
        header: t('employees.columns.foreignOffice'),
        cell: ({ row }) => foreignOfficeText(row.original),
      });
    } else if (sudan) {
      list.push(
        { id: 'agent', header: t('employees.columns.agent'), cell: ({ row }) => agentName(row.original) },
        {
          id: 'insurance',
          header: t('employees.columns.medicalInsurance'),
          cell: ({ row }) => weightOrHeight(row.original.additionalData?.height),
        },
        {
          id: 'rate',
          header: t('employees.columns.exchangeRate'),
          cell: ({ row }) => weightOrHeight(row.original.additionalData?.weight),
        },
      );
    }
    list.push(
      {
        id: 'visa',
        header: t('employees.columns.visa'),
        cell: ({ row }) => hideKuwaitPlaceholder(row.original.visa?.visaNumber),
      },
      {
        id: 'employer',
        header: variant === 'employees' ? t('employees.columns.employer') : t('employees.columns.sponsor'),
        cell: ({ row }) => row.original.visa?.fullName ?? '',
      },
      {
        id: 'application',
        header: t('employees.columns.applicationNumber'),
        cell: ({ row }) => row.original.embassyProcess?.enjazNumber ?? '',
      },
    );
    if (variant === 'employees') {
      list.push(
        {
          id: 'labour',
          header: t('employees.columns.labourId'),
          cell: ({ row }) => labourIdText(row.original.additionalData?.labourId),
        },
        {
          id: 'status',
          header: t('employees.columns.status'),
          cell: ({ row }) => statusLabel(row.original.status, language),
        },
      );
    }
    list.push({
      id: 'actions',
      header: t('employees.columns.actions'),
      cell: ({ row }) => (
        <Actions>
          {canEdit && (
            <IconButton
              icon={editIcon}
              label={`${t('employees.edit')} ${fullName(row.original)}`}
              onClick={() => void navigate(`${entryPath}/${row.original._id}`)}
            />
          )}
          {canDelete(row.original) && (
            <IconButton
              icon={deleteIcon}
              label={`${t('employees.delete')} ${fullName(row.original)}`}
              onClick={() => setDeleting(row.original._id)}
            />
          )}
        </Actions>
      ),
    });
    return list;
  }, [t, language, variant, sudan, entryPath, canEdit, canDelete, navigate, loadAll, page]);

  const confirmDelete = async () => {
    const id = deleting;
    setDeleting(null);
    if (!id) return;
    try {
      await deleteEmployee({ variables: { id }, refetchQueries: [EMPLOYEES] });
      setSelectedIds((ids) => ids.filter((selected) => selected !== id));
      toast('success', t('employees.deleted'));
    } catch (failure) {
      toast('error', (failure as Error).message);
    }
  };

  return (
    <section>
      <Header>
        {isLocalAgency && hasRole(roles, 'AddEmployees') && variant === 'employees' && (
          <Button type="button" $variant="outlined" onClick={() => void navigate('/app/employees/import')}>
            {t('spreadsheetImport.button')}
          </Button>
        )}
        {hasRole(roles, 'AddEmployees') && (
          <Button
            type="button"
            $variant="contained"
            onClick={() => void navigate(`${entryPath}/${newRecordId()}`)}
          >
            {t('employees.addNew')}
          </Button>
        )}
      </Header>
      <FiltersWithOffices
        firstPageShown={Boolean(data)}
        filtersByOffice={filtersByOffice}
        allLabel={t('employees.allOffices')}
        filter={filter}
        onChange={setFilter}
        officeLabel={variant === 'coms' ? t('employees.agentFilter') : t('employees.foreignOfficeFilter')}
        showStatus={variant === 'employees'}
        onOpen={() => setFilterOpened(true)}
      />
      {/* Exports, letters and embassy lists are the local agency's papers, not a foreign agent's. */}
      {isLocalAgency && <SelectionToolbar selectedIds={selectedIds} sudan={sudan} />}
      <DataTable
        caption={variant === 'employees' ? t('pages.employees') : t('pages.coms')}
        rows={rows}
        columns={columns}
        pinnedEnd="actions"
        getRowId={(row) => row._id}
        loading={loading && !data}
        emptyText={t('employees.empty')}
        totalLabel={t('employees.total')}
        totalCount={loadAll ? rows.length : (data?.employees.totalCount ?? 0)}
        pageIndex={loadAll ? 0 : page.pageIndex}
        pageSize={page.pageSize}
        onPageChange={setPage}
        selectable
        selectedTitle={t('employees.selected')}
        rowLabel={fullName}
        selectedIds={selectedIds}
        onSelectedIdsChange={setSelectedIds}
      />
      <ConfirmDialog
        open={deleting !== null}
        kind="deletePermanently"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
