import { isObjectId } from '@placement/domain';
import { useSearchParams } from 'react-router';
import { LinkedCvList } from '../components/LinkedCvList';
import { OwnCvList } from '../components/OwnCvList';

/**
 * /app/pcv: the premium CV list (spec 02 §2.1; EditEmployees). Given agencyId and agentId (24 characters each)
 * it loads the list of that agency for that agent, the one its public pages show; otherwise the company's own
 * available candidates as premium cards.
 */
export function PremiumCvListPage() {
  const [params] = useSearchParams();
  const agencyId = params.get('agencyId');
  const agentId = params.get('agentId');
  return isObjectId(agencyId) && isObjectId(agentId) ? (
    <LinkedCvList agencyId={agencyId} agentId={agentId} />
  ) : (
    <OwnCvList premium />
  );
}

export { PremiumCvListPage as Component };
