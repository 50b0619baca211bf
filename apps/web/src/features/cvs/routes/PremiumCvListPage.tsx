import { isObjectId } from '@placement/domain';
import { useParams, useSearchParams } from 'react-router';
import { LinkedCvList } from '../components/LinkedCvList';
import { OwnCvList } from '../components/OwnCvList';

/**
 * /app/pcv: the premium CV list (spec 02 §2.1; EditEmployees). Given agencyId and agentId (24 characters each,
 * in the path /app/pcv/{agencyId}/{agentId} or in the query ?agencyId=&agentId=)
 * it loads the list of that agency for that agent, the one its public pages show; otherwise the company's own
 * available candidates as premium cards.
 */
export function PremiumCvListPage() {
  const [params] = useSearchParams();
  const path = useParams();
  const agencyId = path.agencyId ?? params.get('agencyId');
  const agentId = path.agentId ?? params.get('agentId');
  return isObjectId(agencyId) && isObjectId(agentId) ? (
    <LinkedCvList agencyId={agencyId} agentId={agentId} listKey={null} />
  ) : (
    <OwnCvList premium />
  );
}

export { PremiumCvListPage as Component };
