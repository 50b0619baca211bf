import { agencyAgentLink, whatsAppShareUrl } from '@placement/domain';
import { Modal } from '@placement/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Body = styled.div`
  a {
    font-weight: 700;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: 0 0 12px;
  }
`;

/**
 * The 'Agency/Agent Link' dialog (spec 02 §2.2): the public list of the candidate's agency for her first agent,
 * opened in Arabic, to send the agent once instead of a link per CV; or, when the candidate has no agent or no
 * agency, the spec's 'No Agent/Company Assigned to Employee'.
 */
export function AgencyAgentLinkDialog({
  employee,
  onClose,
}: {
  employee: Parameters<typeof agencyAgentLink>[0] | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const path = employee ? agencyAgentLink(employee) : null;
  const address = path ? `${window.location.origin}${path}` : '';
  return (
    <Modal open={Boolean(employee)} title={t('cvs.agencyAgentLink')} onClose={onClose}>
      <Body>
        {address ? (
          <>
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
          </>
        ) : (
          <p role="alert">{t('cvs.noAgentCompany')}</p>
        )}
      </Body>
    </Modal>
  );
}
