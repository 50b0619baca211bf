import { useMutation } from '@apollo/client/react';
import { Button, useToast } from '@placement/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { REVOKE_SHARE_LINK, SET_SHARE_LINK_OPTIONS, type ShareLinkResult } from '../api/cvOperations';

const Box = styled.fieldset`
  margin: 12px 0 0;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  display: flex;
  flex-direction: column;
  gap: 10px;
  legend {
    font-weight: 700;
  }
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-size: 14px;
  }
  label.inline {
    flex-direction: row;
    align-items: center;
    gap: 8px;
  }
  input[type='date'],
  input[type='password'] {
    min-height: 36px;
    padding: 6px 8px;
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  footer {
    display: flex;
    gap: 8px;
    flex-wrap: wrap;
  }
`;

/** A link's settings beside it in the share dialog: how often it was opened, expiry, password, hidden contact. */
export function ShareLinkSettings({ link }: { link: ShareLinkResult }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [expiresOn, setExpiresOn] = useState(link.expiresOn ?? '');
  const [password, setPassword] = useState('');
  const [removePassword, setRemovePassword] = useState(false);
  const [hideContact, setHideContact] = useState(link.hideContact);
  const [save, saving] = useMutation(SET_SHARE_LINK_OPTIONS);
  const [revoke, revoking] = useMutation(REVOKE_SHARE_LINK);
  const fail = (error: unknown) => toast('error', error instanceof Error ? error.message : String(error));
  return (
    <Box disabled={link.revoked}>
      <legend>{t('cvs.linkSettings')}</legend>
      <p>
        {t('cvs.views', { count: link.views })} · {t('cvs.downloads', { count: link.downloads })}
        {link.revoked && ` · ${t('cvs.revoked')}`}
      </p>
      <label>
        {t('cvs.expiresOn')}
        <input type="date" value={expiresOn} onChange={(event) => setExpiresOn(event.target.value)} />
      </label>
      <label>
        {link.hasPassword ? `${t('cvs.newPassword')} — ${t('cvs.passwordSet')}` : t('cvs.newPassword')}
        <input
          type="password"
          autoComplete="new-password"
          value={password}
          disabled={removePassword}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      {link.hasPassword && (
        <label className="inline">
          <input
            type="checkbox"
            checked={removePassword}
            onChange={(event) => setRemovePassword(event.target.checked)}
          />
          {t('cvs.removePassword')}
        </label>
      )}
      <label className="inline">
        <input
          type="checkbox"
          checked={hideContact}
          onChange={(event) => setHideContact(event.target.checked)}
        />
        {t('cvs.hideContact')}
      </label>
      <footer>
        <Button
          type="button"
          disabled={saving.loading}
          onClick={() =>
            save({
              variables: {
                input: {
                  link: link.link,
                  expiresOn: expiresOn || null,
                  hideContact,
                  // An untouched field keeps the link's password; typing one sets it; the box removes it ('').
                  ...(removePassword ? { password: '' } : password ? { password } : {}),
                },
              },
            }).then(() => {
              setPassword('');
              setRemovePassword(false);
              toast('success', t('cvs.saved'));
            }, fail)
          }
        >
          {t('cvs.saveSettings')}
        </Button>
        <Button
          type="button"
          $variant="danger"
          disabled={revoking.loading}
          onClick={() => revoke({ variables: { link: link.link } }).catch(fail)}
        >
          {t('cvs.revoke')}
        </Button>
      </footer>
    </Box>
  );
}
