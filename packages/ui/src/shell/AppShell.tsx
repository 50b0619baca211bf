import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { canSearchInTopBar, type FooterBanner } from '@placement/domain';
import { useUiText } from '../theme/UiProvider';
import { AccountMenu } from './AccountMenu';
import { FooterBannerBar } from './FooterBannerBar';
import type { MenuEntry } from './MenuEntry';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
`;

const Body = styled.div<{ $pending: boolean }>`
  flex: 1;
  display: flex;
  min-height: 0;
  /* Spec: the page dims to half opacity while a request is pending. */
  opacity: ${({ $pending }) => ($pending ? 0.5 : 1)};
  transition: opacity 150ms;
`;

const Drawer = styled.nav<{ $width: number; $mobile: boolean; $open: boolean }>`
  flex: none;
  display: flex;
  flex-direction: column;
  width: ${({ $width }) => $width}px;
  overflow-x: hidden;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
  transition: width 200ms;
  ${({ $mobile, $open, theme }) =>
    $mobile
      ? `position: fixed; inset-block: ${theme.topBarHeight}px 0; inset-inline-start: 0; z-index: 25;
         box-shadow: 0 0 24px rgba(0,0,0,0.35); display: ${$open ? 'flex' : 'none'};`
      : ''}
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 24;
  background: rgba(0, 0, 0, 0.45);
`;

const Copyright = styled.p`
  margin: auto 0 0;
  padding: 12px 16px;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  /* A long agency name wraps inside the drawer instead of being cut off at its edge. */
  overflow-wrap: anywhere;
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
  padding: 16px;
`;

export interface AppShellProps {
  title: string;
  titleDirection?: 'ltr' | 'rtl' | 'auto';
  menu: MenuEntry[];
  /** The current address: picks the active menu entry and whether the search box shows. */
  currentHref: string;
  onNavigate: (href: string) => void;
  /** The pointer or the keyboard is on a menu link, which is likely to be opened next (SideMenu's onIntent). */
  onMenuIntent?: (href: string) => void;
  /** Menu entries that act instead of linking (change password, sign out). */
  onMenuAction?: (action: string) => void;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onRefresh: () => void;
  whatsAppNumber: string;
  onMyAccount: () => void;
  onSettings: () => void;
  onLogOut: () => void;
  /** From the domain's footerBanner(); null shows nothing. */
  footerBanner: FooterBanner | null;
  /** A button on the footer banner (FooterBannerBar's action). */
  footerBannerAction?: { label: string; onClick: () => void } | null;
  /** True while any request is pending: the page dims and is marked busy. */
  pending?: boolean;
  /** Desktop: the drawer sits beside the page (240 px, or 64 px in mini mode). Mobile: it slides over the page. */
  isDesktop?: boolean;
  /** Desktop only: a closed drawer shrinks to icons instead of disappearing. */
  miniMode?: boolean;
  defaultDrawerOpen?: boolean;
  copyrightYear?: number;
  companyName?: string;
  children: ReactNode;
}

export function AppShell({
  isDesktop = true,
  miniMode = true,
  defaultDrawerOpen = true,
  pending = false,
  copyrightYear = 2023,
  ...props
}: AppShellProps) {
  const text = useUiText();
  const [drawerOpen, setDrawerOpen] = useState(isDesktop ? defaultDrawerOpen : false);
  const theme = { full: 240, mini: 64 };
  const mobileOpen = !isDesktop && drawerOpen;

  const drawerRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // The mobile drawer covers the page: focus moves into it, and back to the menu button when it closes.
    if (mobileOpen) drawerRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [mobileOpen]);

  useEffect(() => {
    if (!mobileOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setDrawerOpen(false);
      document.querySelector<HTMLButtonElement>('header button[aria-expanded]')?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [mobileOpen]);

  const mini = isDesktop && !drawerOpen && miniMode;
  const width = !isDesktop ? theme.full : drawerOpen ? theme.full : miniMode ? theme.mini : 0;
  const drawerShown = isDesktop ? width > 0 : drawerOpen;

  return (
    <Frame>
      <TopBar
        title={props.title}
        titleDirection={props.titleDirection}
        drawerOpen={drawerOpen}
        onToggleDrawer={() => setDrawerOpen((was) => !was)}
        showSearch={canSearchInTopBar(props.currentHref)}
        searchText={props.searchText}
        onSearchTextChange={props.onSearchTextChange}
        onRefresh={props.onRefresh}
        whatsAppNumber={props.whatsAppNumber}
        accountMenu={
          <AccountMenu
            onMyAccount={props.onMyAccount}
            onSettings={props.onSettings}
            onLogOut={props.onLogOut}
          />
        }
      />
      <Body $pending={pending} aria-busy={pending}>
        {mobileOpen && <Backdrop data-testid="drawer-backdrop" onClick={() => setDrawerOpen(false)} />}
        {drawerShown && (
          <Drawer
            ref={drawerRef}
            aria-label={text.mainMenu}
            $width={width}
            $mobile={!isDesktop}
            $open={drawerOpen}
            data-mini={mini}
          >
            <SideMenu
              entries={props.menu}
              currentHref={props.currentHref}
              mini={mini}
              onExpandRequest={() => setDrawerOpen(true)}
              onIntent={props.onMenuIntent}
              onAction={(action) => {
                if (!isDesktop) setDrawerOpen(false);
                props.onMenuAction?.(action);
              }}
              onNavigate={(href) => {
                if (!isDesktop) setDrawerOpen(false);
                props.onNavigate(href);
              }}
            />
            {!mini && (
              <Copyright>
                © {copyrightYear} {props.companyName}
              </Copyright>
            )}
          </Drawer>
        )}
        <Main>{props.children}</Main>
      </Body>
      <FooterBannerBar banner={props.footerBanner} action={props.footerBannerAction} />
    </Frame>
  );
}
