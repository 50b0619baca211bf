import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../icons/Icon';
import type { IconPath } from '../icons/icons';

const Wrap = styled.div`
  position: relative;
  display: inline-block;
`;

// Opens under its trigger on the reading side ('start': left in English, right in Arabic) or on the other side
// ('end', for a trigger at the end of a bar or card).
const List = styled.ul<{ $align: MenuAlign }>`
  position: absolute;
  ${({ $align }) => ($align === 'start' ? 'inset-inline-start: 0;' : 'inset-inline-end: 0;')}
  top: calc(100% + 4px);
  z-index: 30;
  min-width: max(100%, 180px);
  margin: 0;
  padding: 6px 0;
  list-style: none;
  white-space: nowrap;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  box-shadow: 0 6px 20px rgba(0, 0, 0, 0.25);
`;

const Item = styled.button`
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  padding: 8px 16px;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover:not(:disabled),
  &:focus-visible {
    background: ${({ theme }) => theme.colors.hover};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export type MenuAlign = 'start' | 'end';

export interface MenuItem {
  id: string;
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  icon?: IconPath;
}

/** What the trigger button must carry: the ARIA menu-button state and the click that opens and closes. */
export interface MenuTriggerProps {
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  onClick: () => void;
}

export interface MenuProps {
  /** The menu's name for a screen reader. */
  label: string;
  items: MenuItem[];
  /** The button that opens the menu, given the props it must spread. */
  trigger: (props: MenuTriggerProps) => ReactNode;
  align?: MenuAlign;
}

const ENABLED_ITEM = '[role="menuitem"]:not(:disabled)';

/**
 * The one menu of actions (WAI-ARIA menu button): it opens with focus on the first enabled item; arrow keys,
 * Home and End move between enabled items (disabled ones are skipped); Escape closes it with focus back on its
 * button; Tab, an outside click and a choice close it. It keeps role="menu"/"menuitem" rather than downshift's
 * useSelect, whose listbox/option roles announce a value to pick, not actions to run.
 */
export function Menu({ label, items, trigger, align = 'start' }: MenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    wrapRef.current?.querySelector<HTMLButtonElement>(ENABLED_ITEM)?.focus();
    const closeOnOutside = (event: MouseEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutside);
    return () => document.removeEventListener('mousedown', closeOnOutside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>(ENABLED_ITEM));
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const moveTo = (index: number) => {
      event.preventDefault();
      buttons[(index + buttons.length) % buttons.length]?.focus();
    };
    if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
      wrapRef.current?.querySelector<HTMLButtonElement>('[aria-haspopup]')?.focus();
    } else if (event.key === 'ArrowDown') moveTo(at + 1);
    else if (event.key === 'ArrowUp') moveTo(at - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(buttons.length - 1);
    else if (event.key === 'Tab') setOpen(false);
  };

  return (
    <Wrap ref={wrapRef}>
      {trigger({
        'aria-haspopup': 'menu',
        'aria-expanded': open,
        'aria-controls': open ? listId : undefined,
        onClick: () => setOpen((was) => !was),
      })}
      {open && (
        <List id={listId} role="menu" aria-label={label} $align={align} onKeyDown={onKeyDown}>
          {items.map((item) => (
            <li key={item.id} role="none">
              <Item
                type="button"
                role="menuitem"
                disabled={item.disabled}
                onClick={() => {
                  setOpen(false);
                  item.onSelect();
                }}
              >
                {item.icon && <Icon path={item.icon} size={20} />}
                {item.label}
              </Item>
            </li>
          ))}
        </List>
      )}
    </Wrap>
  );
}
