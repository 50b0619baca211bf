import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTheme } from 'styled-components';

const List = styled.div`
  display: flex;
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button<{ $selected: boolean }>`
  flex: none;
  padding: 10px 18px;
  border: 0;
  border-bottom: 3px solid ${({ $selected, theme }) => ($selected ? theme.colors.accent : 'transparent')};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ $selected }) => ($selected ? 700 : 400)};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.hover};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
`;

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  label: string;
  tabs: TabItem[];
  selectedId: string;
  onSelect: (id: string) => void;
}

// WAI-ARIA tabs: one tab stop, arrow keys move in reading order (mirrored in right-to-left), Home/End jump.
export function Tabs({ label, tabs, selectedId, onSelect }: TabsProps) {
  const base = useId();
  const theme = useTheme();
  const listRef = useRef<HTMLDivElement>(null);
  const at = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selectedId),
  );

  const move = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.id);
    listRef.current?.querySelector<HTMLButtonElement>(`[data-tab="${tab.id}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const forward = theme.direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = theme.direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) move(at + 1);
    else if (event.key === backward) move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(tabs.length - 1);
    else return;
    event.preventDefault();
  };

  const selected = tabs[at];
  return (
    <div>
      <List role="tablist" aria-label={label} ref={listRef} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            type="button"
            role="tab"
            id={`${base}-${tab.id}-tab`}
            data-tab={tab.id}
            aria-selected={tab.id === selected?.id}
            aria-controls={`${base}-${tab.id}-panel`}
            tabIndex={tab.id === selected?.id ? 0 : -1}
            $selected={tab.id === selected?.id}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </Tab>
        ))}
      </List>
      {selected && (
        <div
          role="tabpanel"
          id={`${base}-${selected.id}-panel`}
          aria-labelledby={`${base}-${selected.id}-tab`}
          tabIndex={0}
          style={{ padding: 16 }}
        >
          {selected.content}
        </div>
      )}
    </div>
  );
}
