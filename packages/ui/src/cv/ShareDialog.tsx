import { canShareByEmail, whatsAppShareUrl } from '@placement/domain';
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldFrame, Input } from '../form/FieldFrame';
import { Button } from '../display/Button';
import { Modal } from '../dialog/Modal';
import { useUiText } from '../theme/UiProvider';

const LinkRow = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  margin-block-end: 12px;
  a {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Names = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const EmailRow = styled.form`
  display: flex;
  gap: 8px;
  align-items: flex-start;
  > div {
    flex: 1;
  }
  > button {
    margin-block-start: 22px;
  }
`;

export interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  /** Absolute address of the shared CVs (origin plus /c/{link}). */
  address: string;
  /** The shared candidates' given names, shown joined by commas as in the spec. */
  names: string[];
  /** Sends the link by e-mail; resolves when the server accepted it. */
  onShareByEmail: (email: string) => Promise<unknown> | void;
  sending?: boolean;
  /** The link's own settings (expiry, password, hidden contact, revoke), when the screen offers them. */
  children?: ReactNode;
}

// The 'Shared Links' dialog (spec 02 §2.2): the link and whose CVs it opens, copy, e-mail (the button stays
// disabled until the address is valid, by the domain's rule) and WhatsApp (opened in Arabic).
export function ShareDialog({
  open,
  onClose,
  address,
  names,
  onShareByEmail,
  sending,
  children,
}: ShareDialogProps) {
  const text = useUiText();
  const [email, setEmail] = useState('');
  const [copied, setCopied] = useState(false);
  const emailId = useId();
  const invalid = email.trim() !== '' && !canShareByEmail(email);
  return (
    <Modal open={open} title={text.sharedLinks} onClose={onClose}>
      <LinkRow>
        <a href={address} target="_blank" rel="noreferrer">
          <bdi>{address}</bdi>
        </a>
        <Button
          type="button"
          $variant="outlined"
          onClick={() => {
            void navigator.clipboard?.writeText(address).then(
              () => setCopied(true),
              () => undefined,
            );
          }}
        >
          {copied ? text.linkCopied : text.copyLink}
        </Button>
      </LinkRow>
      <Names aria-label={text.candidates}>{names.join(', ')}</Names>
      <EmailRow
        onSubmit={(event) => {
          event.preventDefault();
          if (canShareByEmail(email)) void onShareByEmail(email.trim());
        }}
      >
        <FieldFrame
          inputId={emailId}
          label={text.email}
          error={invalid ? text.emailNotCorrect : undefined}
          errorId={`${emailId}-error`}
        >
          <Input
            id={emailId}
            type="email"
            autoComplete="email"
            value={email}
            $invalid={invalid}
            aria-invalid={invalid}
            aria-describedby={invalid ? `${emailId}-error` : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FieldFrame>
        <Button type="submit" disabled={!canShareByEmail(email) || sending}>
          {text.shareByEmail}
        </Button>
      </EmailRow>
      <p>
        <a href={address ? whatsAppShareUrl(address) : undefined} target="_blank" rel="noreferrer">
          {text.shareOnWhatsApp}
        </a>
      </p>
      {children}
    </Modal>
  );
}
