import { isObjectId } from '@placement/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LinkedCvList } from '../components/LinkedCvList';
import { PublicCvFrame } from '../components/PublicCvFrame';

/**
 * /pcv/{agencyId}/{agentId}: an agency's available candidates for one of its agents, as premium cards, for a
 * signed-out visitor (spec 02 §2.1). The server decides what is on it; ids of the wrong shape list nothing.
 */
export function PublicPremiumListPage() {
  const { t } = useTranslation();
  const { agencyId = '', agentId = '' } = useParams();
  return (
    <PublicCvFrame title={t('cvs.agencyCvs')}>
      {isObjectId(agencyId) && isObjectId(agentId) ? (
        <LinkedCvList agencyId={agencyId} agentId={agentId} />
      ) : (
        <h2>{t('cvs.noCvs')}</h2>
      )}
    </PublicCvFrame>
  );
}

export { PublicPremiumListPage as Component };
