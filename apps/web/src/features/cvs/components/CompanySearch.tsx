import { FieldFrame, Input } from '@placement/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** Where the search is: too short to run, running, answered (with the companies found), or refused. */
export type CompanySearchState =
  | { kind: 'short' }
  | { kind: 'loading' }
  | { kind: 'found'; companies: readonly { _id: string; displayName: string; email?: string | null }[] }
  | { kind: 'failed'; message: string };

export interface CompanySearchProps {
  text: string;
  onText: (text: string) => void;
  state: CompanySearchState;
  chosenId: string | null;
  onChoose: (id: string) => void;
  /** While the chosen company has unsaved changes, another one cannot be picked (they would be lost). */
  locked: boolean;
}

const Status = styled.p<{ $error?: boolean }>`
  margin: -8px 0 8px;
  font-size: 13px;
  color: ${({ theme, $error }) => ($error ? theme.colors.error : theme.colors.textMuted)};
`;

const Results = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
  button {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    min-height: 44px;
    padding: 6px 12px;
    font: inherit;
    text-align: start;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius}px;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border: 2px solid ${({ theme }) => theme.colors.accent};
    font-weight: 700;
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The CV maker's company search (spec 02 §2.4): it says what to type until the text is long enough, then lists
 * the (at most 10) companies found as buttons; the chosen one is pressed. The status line is read out as it
 * changes, so a screen-reader user hears how many companies were found.
 */
export function CompanySearch({ text, onText, state, chosenId, onChoose, locked }: CompanySearchProps) {
  const { t } = useTranslation();
  const id = useId();
  const companies = state.kind === 'found' ? state.companies : [];
  const status =
    state.kind === 'short'
      ? t('cvMaker.searchHint')
      : state.kind === 'loading'
        ? t('cvMaker.searching')
        : state.kind === 'failed'
          ? state.message
          : companies.length === 0
            ? t('cvMaker.noCompanies')
            : t('cvMaker.found', { count: companies.length });
  return (
    <div>
      <FieldFrame inputId={id} label={t('cvMaker.search')} errorId={`${id}-error`}>
        <Input
          id={id}
          type="search"
          name="companySearch"
          autoComplete="off"
          value={text}
          aria-describedby={`${id}-status`}
          onChange={(event) => onText(event.target.value)}
        />
      </FieldFrame>
      <Status id={`${id}-status`} role="status" $error={state.kind === 'failed'}>
        {status}
      </Status>
      {locked && companies.some((company) => company._id !== chosenId) && (
        <Status>{t('cvMaker.finishFirst')}</Status>
      )}
      {companies.length > 0 && (
        <Results aria-label={t('cvMaker.results')}>
          {companies.map((company) => (
            <li key={company._id}>
              <button
                type="button"
                aria-pressed={company._id === chosenId}
                disabled={locked && company._id !== chosenId}
                onClick={() => onChoose(company._id)}
              >
                <span>{company.displayName}</span>
                {company.email && <small>{company.email}</small>}
              </button>
            </li>
          ))}
        </Results>
      )}
    </div>
  );
}
