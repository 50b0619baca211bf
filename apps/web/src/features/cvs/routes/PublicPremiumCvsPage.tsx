import { useQuery } from '@apollo/client/react';
import { isObjectId } from '@placement/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { LINKED_CVS } from '../api/cvOperations';
import { CvStepper } from '../components/CvStepper';
import { PublicCvFrame } from '../components/PublicCvFrame';

function LinkedCvs({ agencyId, agentId }: { agencyId: string; agentId: string }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { data, loading } = useQuery(LINKED_CVS, {
    variables: { agencyId, agentId },
    fetchPolicy: 'network-only',
  });
  const employees = data?.linkedEmployees ?? [];
  if (loading) return <p role="status">{t('app.loading')}</p>;
  if (employees.length === 0) return <h2>{t('cvs.noCv')}</h2>;
  return (
    <>
      <p>
        <Link to={`/pcv/${agencyId}/${agentId}`}>{t('cvs.showList')}</Link>
      </p>
      <CvStepper
        label={t('cvs.agencyCvs')}
        employees={employees}
        source={{ kind: 'linked', agencyId, agentId }}
        startAt={search.get('id')}
      />
    </>
  );
}

/**
 * /cpp/{agencyId}/{agentId}: the CVs of an agency's public list for one of its agents, one at a time as the
 * shared viewer shows a link's (spec 02 §2.1-2.2). This is where the Agency/Agent Link leads (in Arabic), and
 * where a card of /pcv opens, at that candidate (?id=).
 */
export function PublicPremiumCvsPage() {
  const { t } = useTranslation();
  const { agencyId = '', agentId = '' } = useParams();
  return (
    <PublicCvFrame title={t('cvs.agencyCvs')}>
      {isObjectId(agencyId) && isObjectId(agentId) ? (
        <LinkedCvs agencyId={agencyId} agentId={agentId} />
      ) : (
        <h2>{t('cvs.noCv')}</h2>
      )}
    </PublicCvFrame>
  );
}

export { PublicPremiumCvsPage as Component };
