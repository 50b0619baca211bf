import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import { useTheme } from 'styled-components';
import { Icon } from '../icons/Icon';
import { useUiText } from '../theme/UiProvider';
import { REVEAL_EVENT } from '../form/revealField';
import { warningIcon } from '../icons/icons';

const List = styled.div`
  display: flex;
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button<{ $selected: boolean; $invalid: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 10px 18px;
  border: 0;
  border-bottom: 3px solid
    ${({ $selected, $invalid, theme }) =>
      $invalid ? theme.colors.error : $selected ? theme.colors.accent : 'transparent'};
  background: transparent;
  color: ${({ $invalid, theme }) => ($invalid ? theme.colors.error : theme.colors.text)};
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

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
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
  /**
   * Keep every panel in the page, the unselected ones hidden: a form spread over tabs keeps its fields, a tab
   * whose fields hold an error is marked, and a form can move to a field of a hidden tab (revealField).
   */
  keepMounted?: boolean;
}

// WAI-ARIA tabs: one tab stop, arrow keys move in reading order (mirrored in right-to-left), Home/End jump.
export function Tabs({ label, tabs, selectedId, onSelect, keepMounted = false }: TabsProps) {
  const base = useId();
  const theme = useTheme();
  const text = useUiText();
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [invalidTabs, setInvalidTabs] = useState<string[]>([]);
  const at = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selectedId),
  );
  const tabIds = tabs.map((tab) => tab.id).join(' ');

  // A tab is marked while one of its fields says it is invalid (aria-invalid, set by every form field).
  useEffect(() => {
    const root = rootRef.current;
    if (!keepMounted || !root) return;
    const update = () => {
      const invalid = tabIds
        .split(' ')
        .filter((id) => root.querySelector(`[data-tab-panel="${CSS.escape(id)}"] [aria-invalid="true"]`));
      setInvalidTabs((previous) => (previous.join(' ') === invalid.join(' ') ? previous : invalid));
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-invalid'],
    });
    return () => observer.disconnect();
  }, [keepMounted, tabIds]);

  // A field of a hidden panel asked to be shown (a form moving to its first error): select its tab.
  useEffect(() => {
    const root = rootRef.current;
    if (!keepMounted || !root) return;
    const reveal = (event: Event) => {
      const panel = (event.target as Element).closest<HTMLElement>('[data-tab-panel]');
      const id = panel?.parentElement === root ? panel.dataset.tabPanel : undefined;
      // At once, so that the field can take the focus as soon as the event returns.
      if (id) flushSync(() => onSelect(id));
    };
    root.addEventListener(REVEAL_EVENT, reveal);
    return () => root.removeEventListener(REVEAL_EVENT, reveal);
  }, [keepMounted, onSelect]);

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
  const panel = (tab: TabItem) => (
    <div
      key={tab.id}
      role="tabpanel"
      id={`${base}-${tab.id}-panel`}
      data-tab-panel={tab.id}
      aria-labelledby={`${base}-${tab.id}-tab`}
      hidden={tab.id !== selected?.id}
      tabIndex={0}
      style={{ padding: 16 }}
    >
      {tab.content}
    </div>
  );
  return (
    <div ref={rootRef}>
      <List role="tablist" aria-label={label} ref={listRef} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const invalid = invalidTabs.includes(tab.id);
          return (
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
              $invalid={invalid}
              onClick={() => onSelect(tab.id)}
            >
              {invalid && <Icon path={warningIcon} size={18} />}
              {tab.label}
              {invalid && <VisuallyHidden>{` (${text.tabHasErrors})`}</VisuallyHidden>}
            </Tab>
          );
        })}
      </List>
      {keepMounted ? tabs.map(panel) : selected && panel(selected)}
    </div>
  );
}
