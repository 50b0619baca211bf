import styled from 'styled-components';
import { IconButton } from '../display/IconButton';
import { useUiText } from '../theme/UiProvider';
import { closeIcon } from '../icons/icons';

const Panel = styled.section`
  margin-block-end: 12px;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 6px;
    font-size: 15px;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    padding-inline: 10px 0;
    border-radius: 16px;
    background: ${({ theme }) => theme.colors.hover};
  }
`;

export interface SelectedPanelProps {
  /** e.g. "Selected Employees". */
  title: string;
  items: { id: string; label: string }[];
  onDeselect: (id: string) => void;
}

// Spec 01 §2.3: selected rows leave the list and wait here until deselected.
export function SelectedPanel({ title, items, onDeselect }: SelectedPanelProps) {
  const text = useUiText();
  if (items.length === 0) return null;
  return (
    <Panel aria-label={title}>
      <h2>
        {title} ({items.length})
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <span>{item.label}</span>
            <IconButton
              icon={closeIcon}
              label={`${text.deselect} ${item.label}`}
              onClick={() => onDeselect(item.id)}
            />
          </li>
        ))}
      </ul>
    </Panel>
  );
}
