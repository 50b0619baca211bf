import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { IconButton } from '../display/IconButton';
import { Icon } from '../icons/Icon';
import { useUiText } from '../theme/UiProvider';
import { menuIcon, refreshIcon, searchIcon, whatsappIcon } from '../icons/icons';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  display: flex;
  align-items: center;
  gap: 8px;
  height: ${({ theme }) => theme.topBarHeight}px;
  padding-inline: 8px 12px;
  background: ${({ theme }) => theme.colors.topBar};
  color: ${({ theme }) => theme.colors.onTopBar};
  /* sudan2: the red-to-black bar is underlined white then black, so the three colours read as one band while
     white text only ever sits on red or black. */
  box-shadow: ${({ theme }) =>
    theme.variant === 'sudan2' ? '0 4px 0 #ffffff, 0 8px 0 #000000' : '0 2px 4px rgba(0, 0, 0, 0.2)'};
  margin-block-end: ${({ theme }) => (theme.variant === 'sudan2' ? '8px' : '0')};
  /* The theme's focus colour is dark green; on the bar the ring must be white to be seen. */
  *:focus-visible {
    outline-color: #ffffff;
  }
`;

const Title = styled.h1`
  flex: 1;
  margin: 0;
  font-size: 18px;
  font-weight: 700;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const SearchBox = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  height: 38px;
  padding-inline: 10px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: rgba(0, 0, 0, 0.45);
  input {
    width: min(28vw, 260px);
    border: 0;
    background: transparent;
    color: #ffffff;
    font: inherit;
    &::placeholder {
      color: #e6e6e6;
    }
    &:focus {
      outline: none;
    }
  }
  &:focus-within {
    outline: 3px solid #ffffff;
  }
`;

const Support = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  color: inherit;
  &:hover {
    background: rgba(255, 255, 255, 0.15);
  }
`;

export interface TopBarProps {
  title: string;
  /** Direction of the title on its own: an Amharic company name reads right-to-left in the spec. */
  titleDirection?: 'ltr' | 'rtl' | 'auto';
  drawerOpen: boolean;
  onToggleDrawer: () => void;
  /** Shown only on list pages (the domain's canSearchInTopBar). */
  showSearch: boolean;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onRefresh: () => void;
  /** International number without "+", e.g. 251911000000; opens a WhatsApp chat in a new tab. */
  whatsAppNumber: string;
  accountMenu: ReactNode;
}

export function TopBar(props: TopBarProps) {
  const text = useUiText();
  const searchId = useId();
  return (
    <Bar>
      <IconButton
        icon={menuIcon}
        label={props.drawerOpen ? text.closeDrawer : text.openDrawer}
        aria-expanded={props.drawerOpen}
        onClick={props.onToggleDrawer}
      />
      <Title dir={props.titleDirection ?? 'auto'}>{props.title}</Title>
      {props.showSearch && (
        <SearchBox role="search">
          <Icon path={searchIcon} size={20} />
          <label
            htmlFor={searchId}
            style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
          >
            {text.search}
          </label>
          <input
            id={searchId}
            type="search"
            placeholder={text.search}
            value={props.searchText}
            onChange={(event) => props.onSearchTextChange(event.target.value)}
          />
        </SearchBox>
      )}
      <IconButton icon={refreshIcon} label={text.refresh} onClick={props.onRefresh} />
      <Support
        href={`https://wa.me/${props.whatsAppNumber}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={text.whatsAppSupport}
        title={text.whatsAppSupport}
      >
        <Icon path={whatsappIcon} />
      </Support>
      {props.accountMenu}
    </Bar>
  );
}
