import { useQuery } from '@apollo/client/react';
import { ALL_ROWS, CvCardSkeletons, DEFAULT_PAGE_SIZE, Pagination } from '@placement/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { LINKED_CVS } from '../api/cvOperations';
import { CvListCard } from './CvListCard';
import { CvGrid, CvListEmpty } from './cvListLayout';
import type { PhotoSource } from './photoUrls';
import { PublicCvRefusal } from './PublicCvRefusal';
import { publicRefusal } from './publicRefusal';

const AgencyName = styled.h2`
  margin: 0 0 12px;
  font-size: 18px;
`;

/**
 * An agency's available candidates offered to one of its agents, as premium CV cards (spec 02 §2.1): the
 * public list /pcv/{agencyId}/{agentId}/{key} (`listKey`, the key of the list's link), and /app/pcv given both
 * ids (signed in: no key, the photos read as the company's own). View only: a card opens the CVs at
 * /cpp/{agencyId}/{agentId}[/{key}], at that candidate. The server sends at most 500 and the pages are cut
 * here, with the same page sizes as the company's own list.
 */
export function LinkedCvList({
  agencyId,
  agentId,
  listKey,
}: {
  agencyId: string;
  agentId: string;
  listKey: string | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { data, loading, error } = useQuery(LINKED_CVS, {
    variables: { agencyId, agentId, key: listKey },
    fetchPolicy: 'network-only',
  });
  const employees = data?.linkedEmployees ?? [];
  const page =
    pageSize === ALL_ROWS ? employees : employees.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize);
  const viewer = `/cpp/${agencyId}/${agentId}${listKey ? `/${encodeURIComponent(listKey)}` : ''}`;
  const source: PhotoSource = listKey ? { kind: 'linked', agencyId, agentId, key: listKey } : { kind: 'own' };

  if (error || (!loading && employees.length === 0))
    return (
      <CvListEmpty>
        {publicRefusal(error)?.kind === 'wait' ? (
          <PublicCvRefusal error={error} />
        ) : (
          <h2>{t('cvs.noCvs')}</h2>
        )}
      </CvListEmpty>
    );
  // Whose candidates these are: the agent may hold lists of several agencies.
  const agency = employees[0]?.owner?.displayName;
  return (
    <section>
      {agency && <AgencyName>{agency}</AgencyName>}
      <CvGrid aria-busy={loading}>
        {loading ? (
          <CvCardSkeletons />
        ) : (
          page.map((employee) => (
            <CvListCard
              key={employee.number}
              employee={employee}
              source={source}
              premium
              onOpen={() => void navigate(`${viewer}?cv=${employee.number}`)}
              actions={[
                {
                  label: t('cvs.viewDetail'),
                  run: () => navigate(`${viewer}?cv=${employee.number}`),
                },
              ]}
            />
          ))
        )}
      </CvGrid>
      <Pagination
        pageIndex={pageIndex}
        pageSize={pageSize}
        total={employees.length}
        totalLabel={t('cvs.title')}
        onPageIndexChange={setPageIndex}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPageIndex(0);
        }}
      />
    </section>
  );
}
