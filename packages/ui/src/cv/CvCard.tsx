import styled from 'styled-components';
import { IconButton } from '../display/IconButton';
import { Menu } from '../navigation/Menu';
import { useUiText } from '../theme/UiProvider';
import { moreIcon } from '../icons/icons';

const Card = styled.article<{ $selected: boolean; $openable: boolean }>`
  position: relative;
  cursor: ${({ $openable }) => ($openable ? 'pointer' : 'default')};
  display: flex;
  gap: 12px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius * 2}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ $selected, theme }) => ($selected ? theme.colors.accent : theme.colors.border)};
  img,
  .blank {
    width: 96px;
    height: 120px;
    flex: none;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius}px;
    background: ${({ theme }) => theme.colors.skeleton};
  }
  h3 {
    margin: 0 0 4px;
    font-size: 16px;
  }
  h3 .open {
    padding: 0;
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
  h3 .open:hover {
    text-decoration: underline;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 2px 10px;
    margin: 0;
    font-size: 13px;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

export interface CvCardFact {
  label: string;
  value: string;
}

export interface CvCardAction {
  /** e.g. Select, View Detail, Edit Data, Share (spec 02 §2.1). */
  label: string;
  run: () => void;
}

export interface CvCardProps {
  givenName: string;
  /** Face photo URL; a blank placeholder shows without one. */
  photo?: string;
  /** Facts in display order, already formatted and translated by the caller (passport, agent, age, salary...). */
  facts: CvCardFact[];
  actions: CvCardAction[];
  selected?: boolean;
  /** Opens the candidate's CV detail (spec 02 §2.1): a click anywhere on the card but its menu, or the name. */
  onOpen?: () => void;
}

export function CvCard({ givenName, photo, facts, actions, selected = false, onOpen }: CvCardProps) {
  const text = useUiText();
  return (
    <Card
      $selected={selected}
      $openable={Boolean(onOpen)}
      aria-label={givenName}
      onClick={(event) => {
        // The menu and its button do their own work; anywhere else on the card opens the detail.
        if (onOpen && !(event.target as Element).closest('button, [role="menu"]')) onOpen();
      }}
    >
      {photo ? (
        <img src={photo} alt={givenName} />
      ) : (
        <div className="blank" role="img" aria-label={givenName} />
      )}
      <div style={{ flex: 1, minWidth: 0 }}>
        <h3>
          {onOpen ? (
            <button type="button" className="open" onClick={onOpen}>
              {givenName}
            </button>
          ) : (
            givenName
          )}
        </h3>
        <dl>
          {facts.map((fact) => (
            <div key={fact.label} style={{ display: 'contents' }}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div>
        <Menu
          label={givenName}
          align="end"
          items={actions.map((action) => ({ id: action.label, label: action.label, onSelect: action.run }))}
          trigger={(props) => (
            <IconButton icon={moreIcon} label={`${text.actions}: ${givenName}`} {...props} />
          )}
        />
      </div>
    </Card>
  );
}
