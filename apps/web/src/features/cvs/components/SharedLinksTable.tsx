import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { formatNumber, sharedCvPath } from '@placement/domain';
import { Button } from '@placement/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePreferences } from '../../../app/preferences/PreferencesProvider';
import { SHORT_LINKS, type ShareLinkResult } from '../api/cvOperations';

const Details = styled.details`
  margin-block: 12px;
  summary {
    cursor: pointer;
    font-weight: 700;
    padding: 6px 0;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 14px;
  }
  th,
  td {
    text-align: start;
    padding: 6px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  td a {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Mark = styled.span`
  display: inline-block;
  margin-inline-start: 6px;
  padding: 0 6px;
  font-size: 12px;
  font-weight: 700;
  border-radius: 4px;
  color: ${({ theme }) => theme.colors.error};
  border: 1px solid ${({ theme }) => theme.colors.error};
`;

const CLEARED_LINKS_KEY = 'placement.clearedSharedLinks';

function readClearedLinks(): Set<string> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(CLEARED_LINKS_KEY) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/**
 * The expandable Shared Links table (spec 02 §2.1): number, link, employee names, how often the link was
 * opened and downloaded from, and its share action. Premium lists link to the premium viewer (ccp).
 */
export function SharedLinksTable({
  premium = false,
  onShare,
}: {
  premium?: boolean;
  onShare: (link: ShareLinkResult) => void;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { data } = useQuery(SHORT_LINKS, { fetchPolicy: 'cache-and-network' });
  // Clear (spec 02 §7) empties this browser's list; the links themselves work on until they are revoked.
  const [cleared, setCleared] = useState(readClearedLinks);
  const links = (data?.shortLinks ?? []).filter((link) => !cleared.has(link._id));
  const clear = () => {
    const next = new Set([...cleared, ...links.map((link) => link._id)]);
    localStorage.setItem(CLEARED_LINKS_KEY, JSON.stringify([...next]));
    setCleared(next);
  };
  return (
    <Details>
      <summary>
        {t('cvs.sharedLinks')} ({links.length})
      </summary>
      {links.length > 0 ? (
        <Button type="button" $variant="text" onClick={clear}>
          {t('cvs.clearLinks')}
        </Button>
      ) : (
        cleared.size > 0 && <p>{t('cvs.clearedLinks')}</p>
      )}
      <table>
        <thead>
          <tr>
            <th>{t('cvs.linkNumber')}</th>
            <th>{t('cvs.link')}</th>
            <th>{t('cvs.names')}</th>
            <th>{t('cvs.viewsColumn')}</th>
            <th>{t('cvs.downloadsColumn')}</th>
            <th>{t('cvs.share')}</th>
          </tr>
        </thead>
        <tbody>
          {links.map((link, index) => (
            <tr key={link._id}>
              <td>{index + 1}</td>
              <td>
                {link.revoked ? (
                  // Marked in words, not only struck through: a revoked link opens nothing any more.
                  <>
                    <s>{link.link}</s> <Mark>{t('cvs.revoked')}</Mark>
                  </>
                ) : (
                  <a href={sharedCvPath(link.link, { premium })} target="_blank" rel="noreferrer">
                    {link.link}
                  </a>
                )}
              </td>
              <td>{link.employees.map((employee) => employee.givenName).join(', ')}</td>
              <td>{formatNumber(link.views, language)}</td>
              <td>{formatNumber(link.downloads, language)}</td>
              <td>
                <Button type="button" $variant="outlined" onClick={() => onShare(link)}>
                  {t('cvs.settings')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Details>
  );
}
