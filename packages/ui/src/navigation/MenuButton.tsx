import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, type ButtonVariant } from '../display/Button';
import { Icon } from '../icons/Icon';

const Wrap = styled.div`
  position: relative;
  display: inline-block;
`;

// Opens under its button, on the reading side: left in English, right in Arabic.
const List = styled.ul`
  position: absolute;
  inset-inline-start: 0;
  top: calc(100% + 4px);
  z-index: 30;
  min-width: 100%;
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
  display: block;
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

export interface MenuButtonItem {
  id: string;
  label: string;
  onSelect: () => void;
  disabled?: boolean;
}

export interface MenuButtonProps {
  /** The button's text, also the menu's name for a screen reader. */
  label: string;
  items: MenuButtonItem[];
  disabled?: boolean;
  $variant?: ButtonVariant;
}

/**
 * A button that opens a menu of actions (e.g. Print/Download): it closes on an outside click, on Escape (focus
 * back on the button) and after a choice; arrow keys move between items.
 */
export function MenuButton({ label, items, disabled, $variant = 'outlined' }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    wrapRef.current?.querySelector<HTMLButtonElement>('[role="menuitem"]:not(:disabled)')?.focus();
    const closeOnOutside = (event: MouseEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutside);
    return () => document.removeEventListener('mousedown', closeOnOutside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const buttons = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not(:disabled)'),
    );
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') {
      setOpen(false);
      wrapRef.current?.querySelector<HTMLButtonElement>('[aria-haspopup]')?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      buttons[(at + step + buttons.length) % buttons.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <Wrap ref={wrapRef}>
      <Button
        type="button"
        $variant={$variant}
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {label}
        {/* Drawn, not a ▾ character: no font of the page's has it, so a symbols font would be fetched. */}
        <Icon name="chevronDown" size={18} />
      </Button>
      {open && (
        <List id={listId} role="menu" aria-label={label} onKeyDown={onKeyDown}>
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
                {item.label}
              </Item>
            </li>
          ))}
        </List>
      )}
    </Wrap>
  );
}
