import { isObjectId } from '@placement/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LinkedCvList } from '../components/LinkedCvList';
import { PublicCvFrame } from '../components/PublicCvFrame';

/**
 * /pcv/{agencyId}/{agentId}/{key}: an agency's available candidates for one of its agents, as premium cards,
 * for a signed-out visitor (spec 02 §2.1), once the agency has turned its public list on (issue 37: the key is
 * the unguessable part of its link). The server decides what is on it; ids of the wrong shape list nothing.
 */
export function PublicPremiumListPage() {
  const { t } = useTranslation();
  const { agencyId = '', agentId = '', key = null } = useParams();
  return (
    <PublicCvFrame title={t('cvs.agencyCvs')}>
      {isObjectId(agencyId) && isObjectId(agentId) ? (
        <LinkedCvList agencyId={agencyId} agentId={agentId} listKey={key} />
      ) : (
        <h2>{t('cvs.noCvs')}</h2>
      )}
    </PublicCvFrame>
  );
}

export { PublicPremiumListPage as Component };
