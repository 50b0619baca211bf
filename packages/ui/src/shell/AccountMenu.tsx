import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { IconButton } from '../display/IconButton';
import { Icon } from '../icons/Icon';
import { useUiText } from '../theme/UiProvider';

const Wrap = styled.div`
  position: relative;
`;

const List = styled.ul`
  position: absolute;
  inset-inline-end: 0;
  top: 44px;
  z-index: 30;
  min-width: 180px;
  margin: 0;
  padding: 6px 0;
  list-style: none;
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
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.hover};
  }
`;

export interface AccountMenuProps {
  onMyAccount: () => void;
  onSettings: () => void;
  onLogOut: () => void;
}

// My account (/app/profile), Settings (/app/setting), Log out — a menu button with arrow-key navigation.
export function AccountMenu({ onMyAccount, onSettings, onLogOut }: AccountMenuProps) {
  const text = useUiText();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const items = [
    { label: text.myAccount, icon: 'account' as const, run: onMyAccount },
    { label: text.settings, icon: 'settings' as const, run: onSettings },
    { label: text.logOut, icon: 'logout' as const, run: onLogOut },
  ];

  useEffect(() => {
    if (!open) return;
    wrapRef.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
    const closeOnOutside = (event: MouseEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutside);
    return () => document.removeEventListener('mousedown', closeOnOutside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="menuitem"]'));
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
      <IconButton
        icon="account"
        label={text.accountMenu}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((was) => !was)}
      />
      {open && (
        <List id={listId} role="menu" aria-label={text.accountMenu} onKeyDown={onKeyDown}>
          {items.map((item) => (
            <li key={item.label} role="none">
              <Item
                type="button"
                role="menuitem"
                onClick={() => {
                  setOpen(false);
                  item.run();
                }}
              >
                <Icon name={item.icon} size={20} />
                {item.label}
              </Item>
            </li>
          ))}
        </List>
      )}
    </Wrap>
  );
}
