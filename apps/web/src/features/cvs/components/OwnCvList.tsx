import { useMutation, useQuery } from '@apollo/client/react';
import { newRecordId } from '@placement/domain';
import { ALL_ROWS, Button, CvCardSkeletons, DEFAULT_PAGE_SIZE, Pagination, useToast } from '@placement/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CvBatchMenu } from '../../../app/printing/CvBatchMenu';
import { useDebouncedSearch } from '../../../app/shell/useDebouncedSearch';
import { CV_LIST, GENERATE_LINK, type ShareLinkResult } from '../api/cvOperations';
import { CvListCard } from './CvListCard';
import { CvShareDialog } from './CvShareDialog';
import { CvGrid, CvListEmpty, CvListToolbar } from './cvListLayout';
import { SharedLinksTable } from './SharedLinksTable';

/** "All" asks for the spec's full load. */
const FULL_LOAD = 3000;

/**
 * The company's available candidates as CV cards, to open, select and share (spec 02 §2.1): /app/cvs, and
 * /app/pcv when `premium` (religion and marital status on the cards, the detail at /app/cvp, share links under
 * the premium ccp prefix).
 */
export function OwnCvList({ premium }: { premium: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const search = useDebouncedSearch();
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [shared, setShared] = useState<ShareLinkResult | null>(null);
  const take = pageSize === ALL_ROWS ? FULL_LOAD : pageSize;
  const { data, loading, error } = useQuery(CV_LIST, {
    variables: { searchText: search, skip: pageSize === ALL_ROWS ? 0 : pageIndex * pageSize, take },
  });
  const [generate, generating] = useMutation(GENERATE_LINK, { refetchQueries: ['ShortLinks'] });
  useEffect(() => setPageIndex(0), [search]);
  // The detail's code is fetched while the user looks at the cards, not after the click that opens one.
  useEffect(() => {
    void (premium ? import('../routes/CustomCvDetailPage') : import('../routes/CvDetailPage'));
  }, [premium]);
  useEffect(() => {
    if (error) toast('error', error.message);
  }, [error, toast]);

  const employees = data?.employees.employees ?? [];
  const total = data?.employees.totalCount ?? 0;
  const allSelected = employees.length > 0 && employees.every((employee) => selected.has(employee._id));
  const detail = premium ? '/app/cvp' : '/app/cvd';
  const share = (ids: string[]) =>
    generate({ variables: { employeeIds: ids } }).then(
      (result) => setShared(result.data?.generateLink ?? null),
      (failure: Error) => toast('error', failure.message),
    );
  const toggle = (id: string) =>
    setSelected((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const addEmployee = () => navigate(`/app/employee/${newRecordId()}`);

  return (
    <section>
      <CvListToolbar>
        <Button type="button" onClick={addEmployee}>
          {t('cvs.addEmployee')}
        </Button>
        <label>
          <input
            type="checkbox"
            checked={allSelected}
            disabled={employees.length === 0}
            onChange={() =>
              setSelected(allSelected ? new Set() : new Set(employees.map((employee) => employee._id)))
            }
          />
          {t('cvs.selectAll')}
        </label>
        <Button
          type="button"
          $variant="outlined"
          disabled={selected.size === 0 || generating.loading}
          onClick={() => share([...selected])}
        >
          {t('cvs.shareSelected', { count: selected.size })}
        </Button>
        <CvBatchMenu selectedIds={[...selected]} />
      </CvListToolbar>
      <SharedLinksTable premium={premium} onShare={setShared} />
      {!loading && employees.length === 0 ? (
        <CvListEmpty>
          <h2>{t('cvs.noCvs')}</h2>
          <Button type="button" onClick={addEmployee}>
            {t('cvs.addEmployee')}
          </Button>
        </CvListEmpty>
      ) : (
        <CvGrid aria-busy={loading}>
          {loading && !data ? (
            <CvCardSkeletons />
          ) : (
            employees.map((employee) => {
              const isSelected = selected.has(employee._id);
              return (
                <CvListCard
                  key={employee._id}
                  employee={employee}
                  source={{ kind: 'own' }}
                  premium={premium}
                  selected={isSelected}
                  onOpen={() => void navigate(`${detail}?id=${employee._id}`)}
                  actions={[
                    {
                      label: isSelected ? t('cvs.deselect') : t('cvs.select'),
                      run: () => toggle(employee._id),
                    },
                    { label: t('cvs.viewDetail'), run: () => navigate(`${detail}?id=${employee._id}`) },
                    { label: t('cvs.editData'), run: () => navigate(`/app/employee/${employee._id}`) },
                    { label: t('cvs.share'), run: () => void share([employee._id]) },
                  ]}
                />
              );
            })
          )}
        </CvGrid>
      )}
      <Pagination
        pageIndex={pageIndex}
        pageSize={pageSize}
        total={total}
        totalLabel={t('cvs.title')}
        onPageIndexChange={setPageIndex}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPageIndex(0);
        }}
      />
      <CvShareDialog link={shared} premium={premium} onClose={() => setShared(null)} />
    </section>
  );
}
