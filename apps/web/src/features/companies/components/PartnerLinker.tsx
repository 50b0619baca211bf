import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, SubmitButton, InlineForm, TextInput } from '@placement/ui';

const Results = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 16px;
  li {
    display: flex;
    gap: 12px;
    align-items: center;
    justify-content: space-between;
    padding: 8px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export interface DirectoryPartner {
  _id: string;
  displayName: string;
  email?: string | null;
}

export interface PartnerLinkerProps {
  /** The registered partners matching a text of more than 2 characters (the API's partnerDirectory). */
  search: (text: string) => Promise<readonly DirectoryPartner[]>;
  onLink: (partner: DirectoryPartner) => Promise<void>;
  onCreate: (partner: { displayName: string; email: string }) => Promise<void>;
}

// Searching waits for the typing to pause, as the top-bar search does.
const SEARCH_PAUSE_MS = 400;

/**
 * Link Partner (spec 01 §2, Companies; `linkCompanies`): find the partner among those already registered and
 * link it; only when none matches, create a new one from a name and an e-mail, so no duplicate is made.
 */
export function PartnerLinker({ search, onLink, onCreate }: PartnerLinkerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [results, setResults] = useState<readonly DirectoryPartner[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [draft, setDraft] = useState({ displayName: '', email: '' });

  useEffect(() => {
    if (text.trim().length <= 2) {
      setResults(null);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      void search(text.trim()).then((found) => {
        if (current) setResults(found);
      });
    }, SEARCH_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, search]);

  const run = async (work: () => Promise<void>, after: () => void) => {
    setBusy(true);
    try {
      await work();
      after();
    } catch {
      // The page shows the API's message; what was typed stays for another try.
    } finally {
      setBusy(false);
    }
  };

  const create = (event: FormEvent) => {
    event.preventDefault();
    // Pressed while blocked: the reason beside the button already says what is missing.
    if (createReason !== null) return;
    void run(
      () => onCreate({ displayName: draft.displayName.trim(), email: draft.email.trim() }),
      () => {
        setDraft({ displayName: '', email: '' });
        setText('');
      },
    );
  };

  const createReason = busy
    ? t('admin.operator.saving')
    : results === null || results.length > 0
      ? t('admin.operator.searchFirst')
      : draft.displayName.trim() === '' || draft.email.trim() === ''
        ? t('admin.operator.fillNameAndEmail')
        : null;

  return (
    <div>
      <TextInput label={t('admin.operator.findPartner')} value={text} onChange={setText} />
      {results === null ? (
        <p>{t('admin.operator.findPartnerHint')}</p>
      ) : results.length === 0 ? (
        <p role="status">{t('admin.operator.noPartnerMatch')}</p>
      ) : (
        <Results aria-label={t('admin.operator.findPartner')}>
          {results.map((partner) => (
            <li key={partner._id}>
              <span>
                {partner.displayName} {partner.email ? `(${partner.email})` : ''}
              </span>
              <Button
                type="button"
                disabled={busy}
                onClick={() =>
                  void run(
                    () => onLink(partner),
                    () => setText(''),
                  )
                }
              >
                {t('admin.operator.link', { name: partner.displayName })}
              </Button>
            </li>
          ))}
        </Results>
      )}
      <InlineForm onSubmit={create} aria-label={t('admin.operator.createPartner')}>
        <TextInput
          label={t('admin.companies.partnerName')}
          value={draft.displayName}
          onChange={(displayName) => setDraft({ ...draft, displayName })}
        />
        <TextInput
          label={t('admin.common.email')}
          type="email"
          value={draft.email}
          onChange={(email) => setDraft({ ...draft, email })}
        />
        <SubmitButton blocked={createReason !== null} busy={busy} reason={createReason ?? undefined}>
          {t('admin.operator.createAndLink')}
        </SubmitButton>
      </InlineForm>
    </div>
  );
}
