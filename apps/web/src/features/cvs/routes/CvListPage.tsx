import { useMutation, useQuery } from '@apollo/client/react';
import { newRecordId } from '@placement/domain';
import {
  ALL_ROWS,
  Button,
  CvCard,
  CvCardSkeletons,
  DEFAULT_PAGE_SIZE,
  Pagination,
  useToast,
} from '@placement/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useEnumLabel } from '../../../app/i18n/useEnumLabel';
import { usePreferences } from '../../../app/preferences/PreferencesProvider';
import { useTopBarSearch } from '../../../app/shell/topBarSearch';
import { CV_LIST, GENERATE_LINK, type ShareLinkResult } from '../api/cvOperations';
import { cvCardFacts } from '../components/cvCardFacts';
import { CvShareDialog } from '../components/CvShareDialog';
import { SharedLinksTable } from '../components/SharedLinksTable';
import { useCvPhotos } from '../components/photoUrls';
import type { CvEmployeeResult } from '../api/cvOperations';

/** "All" asks for the spec's full load. */
const FULL_LOAD = 3000;
const SEARCH_DEBOUNCE_MS = 1000;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-block-end: 12px;
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-weight: 700;
  }
`;

const Grid = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
  gap: 12px;
  margin-block-end: 12px;
`;

const Empty = styled.div`
  padding: 48px 16px;
  text-align: center;
  h2 {
    margin: 0 0 16px;
  }
`;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function Card({
  employee,
  selected,
  onToggle,
  onShare,
}: {
  employee: CvEmployeeResult;
  selected: boolean;
  onToggle: () => void;
  onShare: () => void;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const label = useEnumLabel();
  const navigate = useNavigate();
  const withPhoto = useCvPhotos(employee, { kind: 'own' });
  const words = {
    passport: t('cvs.passport'),
    agent: t('cvs.agent'),
    noAgent: t('cvs.noAgent'),
    age: t('cvs.age'),
    salary: t('cvs.salary'),
    arabic: t('cvs.arabic'),
    english: t('cvs.english'),
    religion: t('cvs.religion'),
    maritalStatus: t('cvs.maritalStatus'),
    experience: t('cvs.experience'),
  };
  return (
    <CvCard
      givenName={employee.givenName ?? ''}
      photo={withPhoto?.facePhoto ?? undefined}
      selected={selected}
      facts={cvCardFacts(employee, { lang: language, words, label, premium: false })}
      actions={[
        { label: selected ? t('cvs.deselect') : t('cvs.select'), run: onToggle },
        { label: t('cvs.viewDetail'), run: () => navigate(`/app/cvd?id=${employee._id}`) },
        { label: t('cvs.editData'), run: () => navigate(`/app/employee/${employee._id}`) },
        { label: t('cvs.share'), run: onShare },
      ]}
    />
  );
}

/** /app/cvs: the available candidates as CV cards, to open, select and share (spec 02 §2.1). */
export function CvListPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const search = useDebounced(useTopBarSearch(), SEARCH_DEBOUNCE_MS);
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
  useEffect(() => {
    if (error) toast('error', error.message);
  }, [error, toast]);

  const employees = data?.employees.employees ?? [];
  const total = data?.employees.totalCount ?? 0;
  const allSelected = employees.length > 0 && employees.every((employee) => selected.has(employee._id));
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
      <Toolbar>
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
      </Toolbar>
      <SharedLinksTable onShare={setShared} />
      {!loading && employees.length === 0 ? (
        <Empty>
          <h2>{t('cvs.noCvs')}</h2>
          <Button type="button" onClick={addEmployee}>
            {t('cvs.addEmployee')}
          </Button>
        </Empty>
      ) : (
        <Grid aria-busy={loading}>
          {loading && !data ? (
            <CvCardSkeletons />
          ) : (
            employees.map((employee) => (
              <Card
                key={employee._id}
                employee={employee}
                selected={selected.has(employee._id)}
                onToggle={() => toggle(employee._id)}
                onShare={() => share([employee._id])}
              />
            ))
          )}
        </Grid>
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
      <CvShareDialog link={shared} onClose={() => setShared(null)} />
    </section>
  );
}

export { CvListPage as Component };
