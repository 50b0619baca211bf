import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Icon } from '../icons/Icon';
import type { MenuEntry } from './MenuEntry';
import { chevronDownIcon } from '../icons/icons';
import { iconPaths } from '../icons/iconPaths';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.a<{ $depth: number; $active: boolean; $mini: boolean }>`
  display: flex;
  align-items: center;
  gap: 14px;
  width: 100%;
  min-height: 44px;
  padding-block: 8px;
  padding-inline: ${({ $depth, $mini }) => ($mini ? '20px 8px' : `${16 + $depth * 20}px 12px`)};
  border: 0;
  background: ${({ $active, theme }) => ($active ? theme.colors.accent : 'transparent')};
  color: ${({ $active, theme }) => ($active ? theme.colors.onAccent : theme.colors.text)};
  font: inherit;
  font-weight: ${({ $active }) => ($active ? 700 : 400)};
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${({ $active, theme }) => ($active ? theme.colors.accent : theme.colors.hover)};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
`;

const Label = styled.span<{ $mini: boolean }>`
  flex: 1;
  ${({ $mini }) => ($mini ? 'position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);' : '')}
`;

export interface SideMenuProps {
  entries: MenuEntry[];
  /** The current address; the matching entry is marked as the current page and its group starts open. */
  currentHref: string;
  /** Mini mode: icons only; labels stay for screen readers and tooltips. */
  mini?: boolean;
  onNavigate: (href: string) => void;
  /**
   * The pointer rests on a link or the keyboard focuses it: the user is likely to open it next, so the app can
   * load that page's code meanwhile.
   */
  onIntent?: (href: string) => void;
  onAction?: (action: string) => void;
  /** Mini mode: a group's children have no room, so choosing a group asks for the full drawer. */
  onExpandRequest?: () => void;
}

function containsHref(entry: MenuEntry, href: string): boolean {
  return entry.href === href || (entry.children ?? []).some((child) => containsHref(child, href));
}

function Entries({ entries, depth, ...props }: SideMenuProps & { depth: number }) {
  return (
    <List>
      {entries.map((entry) => (
        <EntryRow key={entry.id} entry={entry} depth={depth} {...props} entries={entries} />
      ))}
    </List>
  );
}

function EntryRow({ entry, depth, ...props }: SideMenuProps & { entry: MenuEntry; depth: number }) {
  const mini = props.mini ?? false;
  const holdsCurrent = containsHref(entry, props.currentHref);
  const [open, setOpen] = useState(holdsCurrent);
  // A page reached other than through this group (the sign-in's redirect home, a search, a link) opens it too,
  // so the current page is always shown in the menu.
  useEffect(() => {
    if (holdsCurrent) setOpen(true);
  }, [holdsCurrent]);
  const icon = entry.icon ? <Icon path={iconPaths[entry.icon]} size={22} /> : null;
  if (entry.children) {
    return (
      <li>
        <Row
          as="button"
          type="button"
          $depth={depth}
          $active={false}
          $mini={mini}
          aria-expanded={open}
          title={mini ? entry.label : undefined}
          onClick={() => {
            if (mini) {
              setOpen(true);
              props.onExpandRequest?.();
            } else setOpen((was) => !was);
          }}
        >
          {icon}
          <Label $mini={mini}>{entry.label}</Label>
          {!mini && (
            <span style={{ transform: open ? 'rotate(180deg)' : undefined, display: 'inline-flex' }}>
              <Icon path={chevronDownIcon} size={18} />
            </span>
          )}
        </Row>
        {open && !mini && <Entries {...props} entries={entry.children} depth={depth + 1} />}
      </li>
    );
  }
  if (entry.action) {
    const action = entry.action;
    return (
      <li>
        <Row
          as="button"
          type="button"
          $depth={depth}
          $active={false}
          $mini={mini}
          title={mini ? entry.label : undefined}
          onClick={() => props.onAction?.(action)}
        >
          {icon}
          <Label $mini={mini}>{entry.label}</Label>
        </Row>
      </li>
    );
  }
  const active = entry.href === props.currentHref;
  const showIntent = () => entry.href && props.onIntent?.(entry.href);
  return (
    <li>
      <Row
        href={entry.href}
        $depth={depth}
        $active={active}
        $mini={mini}
        aria-current={active ? 'page' : undefined}
        title={mini ? entry.label : undefined}
        onPointerEnter={showIntent}
        onFocus={showIntent}
        onClick={(event) => {
          // The web app routes in the page; a modified click keeps the browser's own behaviour (new tab).
          if (event.metaKey || event.ctrlKey || event.shiftKey || !entry.href) return;
          event.preventDefault();
          props.onNavigate(entry.href);
        }}
      >
        {icon}
        <Label $mini={mini}>{entry.label}</Label>
      </Row>
    </li>
  );
}

export function SideMenu(props: SideMenuProps) {
  return <Entries {...props} depth={0} />;
}
