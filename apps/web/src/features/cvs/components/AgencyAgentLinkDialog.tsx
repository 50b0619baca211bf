import { useMutation, useQuery } from '@apollo/client/react';
import { agencyAgentLink, whatsAppShareUrl } from '@placement/domain';
import { Button, Modal, useToast } from '@placement/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PUBLIC_PREMIUM_LIST, RENEW_PUBLIC_PREMIUM_LIST, SET_PUBLIC_PREMIUM_LIST } from '../api/cvOperations';

const Body = styled.div`
  a {
    font-weight: 700;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: 0 0 12px;
  }
  footer {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

type LinkedEmployee = Parameters<typeof agencyAgentLink>[0];

/**
 * The 'Agency/Agent Link' dialog (spec 02 §2.2): the public list of the candidate's agency for her first agent,
 * opened in Arabic, to send the agent once instead of a link per CV; or, when the candidate has no agent or no
 * agency, the spec's 'No Agent/Company Assigned to Employee'. The list is off until the agency turns it on
 * here; its link then ends with an unguessable key the agency can renew (the old link stops opening) or drop
 * (issue 37: the two ids alone are guessable). Only the candidate's own agency manages it.
 */
export function AgencyAgentLinkDialog({
  employee,
  ownCompanyId,
  onClose,
}: {
  employee: LinkedEmployee | null;
  /** The signed-in user's company: only the candidate's agency publishes its list. */
  ownCompanyId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const path = employee ? agencyAgentLink(employee) : null;
  const ownerId = typeof employee?.owner === 'string' ? employee.owner : employee?.owner?._id;
  const agentId = employee?.prospects?.[0]?._id ?? null;
  return (
    <Modal open={Boolean(employee)} title={t('cvs.agencyAgentLink')} onClose={onClose}>
      <Body>
        {!path || !employee || !agentId ? (
          <p role="alert">{t('cvs.noAgentCompany')}</p>
        ) : ownerId !== ownCompanyId ? (
          <p>{t('cvs.publicListOtherAgency')}</p>
        ) : (
          <PublicList employee={employee} agentId={agentId} />
        )}
      </Body>
    </Modal>
  );
}

function PublicList({ employee, agentId }: { employee: LinkedEmployee; agentId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { data, loading } = useQuery(PUBLIC_PREMIUM_LIST, {
    variables: { agentId },
    fetchPolicy: 'network-only',
  });
  const [setOpen, setting] = useMutation(SET_PUBLIC_PREMIUM_LIST, { refetchQueries: ['PublicPremiumList'] });
  const [renew, renewing] = useMutation(RENEW_PUBLIC_PREMIUM_LIST, { refetchQueries: ['PublicPremiumList'] });
  const fail = (error: unknown) => toast('error', error instanceof Error ? error.message : String(error));
  const busy = setting.loading || renewing.loading;
  if (loading && !data) return <p role="status">{t('app.loading')}</p>;
  const key = data?.publicPremiumList.key ?? null;
  if (!key)
    return (
      <>
        <p>{t('cvs.publicListOff')}</p>
        <footer>
          <Button
            type="button"
            disabled={busy}
            onClick={() => setOpen({ variables: { agentId, open: true } }).catch(fail)}
          >
            {t('cvs.publicListTurnOn')}
          </Button>
        </footer>
      </>
    );
  const address = `${window.location.origin}${agencyAgentLink(employee, key)}`;
  return (
    <>
      <p>{t('cvs.publicListOn')}</p>
      <p>
        <a href={address} target="_blank" rel="noreferrer">
          <bdi>{address}</bdi>
        </a>
      </p>
      <p>
        <a href={whatsAppShareUrl(address)} target="_blank" rel="noreferrer">
          {t('cvs.shareOnWhatsApp')}
        </a>
      </p>
      <footer>
        <Button
          type="button"
          $variant="outlined"
          disabled={busy}
          onClick={() => renew({ variables: { agentId } }).catch(fail)}
        >
          {t('cvs.publicListRenew')}
        </Button>
        <Button
          type="button"
          $variant="danger"
          disabled={busy}
          onClick={() => setOpen({ variables: { agentId, open: false } }).catch(fail)}
        >
          {t('cvs.publicListTurnOff')}
        </Button>
      </footer>
    </>
  );
}
