import { useQuery } from '@apollo/client/react';
import { isObjectId } from '@placement/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { LINKED_CVS } from '../api/cvOperations';
import { CvStepper } from '../components/CvStepper';
import { PublicCvFrame } from '../components/PublicCvFrame';
import { PublicCvRefusal } from '../components/PublicCvRefusal';

function LinkedCvs({
  agencyId,
  agentId,
  listKey,
}: {
  agencyId: string;
  agentId: string;
  listKey: string | null;
}) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { data, loading, error } = useQuery(LINKED_CVS, {
    variables: { agencyId, agentId, key: listKey },
    fetchPolicy: 'network-only',
  });
  const suffix = listKey ? `/${encodeURIComponent(listKey)}` : '';
  const employees = data?.linkedEmployees ?? [];
  if (loading) return <p role="status">{t('app.loading')}</p>;
  if (error) return <PublicCvRefusal error={error} />;
  if (employees.length === 0) return <h2>{t('cvs.noCv')}</h2>;
  return (
    <>
      <p>
        <Link to={`/pcv/${agencyId}/${agentId}${suffix}`}>{t('cvs.showList')}</Link>
      </p>
      <CvStepper
        label={t('cvs.agencyCvs')}
        employees={employees}
        source={listKey ? { kind: 'linked', agencyId, agentId, key: listKey } : { kind: 'own' }}
        startAt={Number(search.get('cv')) || null}
      />
    </>
  );
}

/**
 * /cpp/{agencyId}/{agentId}/{key}: the CVs of an agency's public list for one of its agents, one at a time as
 * the shared viewer shows a link's (spec 02 §2.1-2.2), once the agency has turned the list on (the key is the
 * unguessable part of its link, issue 37). This is where the Agency/Agent Link leads (in Arabic), and where a
 * card of /pcv opens, at that candidate (?cv=, its number on the list). Without the key the spec's route
 * opens the list to a signed-in user of the agency or the agent only.
 */
export function PublicPremiumCvsPage() {
  const { t } = useTranslation();
  const { agencyId = '', agentId = '', key = null } = useParams();
  return (
    <PublicCvFrame title={t('cvs.agencyCvs')}>
      {isObjectId(agencyId) && isObjectId(agentId) ? (
        <LinkedCvs agencyId={agencyId} agentId={agentId} listKey={key} />
      ) : (
        <h2>{t('cvs.noCv')}</h2>
      )}
    </PublicCvFrame>
  );
}

export { PublicPremiumCvsPage as Component };
