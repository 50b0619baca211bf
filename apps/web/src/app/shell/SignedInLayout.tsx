import { useApolloClient } from '@apollo/client/react';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import {
  footerBanner,
  homeRoute,
  licenceState,
  menuFor,
  newRecordId,
  type FooterBannerState,
  type Lang,
} from '@placement/domain';
import { AppShell, menuEntriesFrom, themeVariantFor } from '@placement/ui';
import { firstPaintCookies } from '../firstPaint/firstPaintCookies';
import { PrintProvider } from '../../features/printing/components/PrintProvider';
import { useRequestPending } from '../apollo/pendingRequests';
import type { CurrentUser } from '../auth/currentUser';
import { useSignOut } from '../auth/useSignOut';
import { usePreferences } from '../preferences/PreferencesProvider';
import { useLanguageKeptWithUser } from '../preferences/useLanguageKeptWithUser';
import { themeVariant } from '../preferences/themeVariant';
import { prefetchRouteCode, prefetchRouteCodeWhenIdle } from '../routing/prefetchRouteCode';
import { SUPPORT_WHATSAPP_NUMBER } from './supportContacts';
import { TopBarSearchContext } from './topBarSearch';
import { useMediaQuery } from './useMediaQuery';
import { usePageTitle } from './usePageTitle';

// A licence in good standing leaves the banner to the time-zone check: the domain reads the browser's offset
// in hours (UTC+3 is -3) and shows nothing on UTC+3/UTC+4.
function bannerState(licence: string | null | undefined): FooterBannerState {
  const state = licenceState(licence);
  return state === 'active' ? new Date().getTimezoneOffset() / 60 : state;
}

/** The signed-in shell around every /app page: top bar, drawer with the user's menu, licence banner. */
export function SignedInLayout({ user }: { user: CurrentUser }) {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const signOut = useSignOut();
  const pending = useRequestPending();
  const { language, mode } = usePreferences();
  // The server draws a first paint only for a wide window (firstPaint/firstPaintCookies).
  const isDesktop = useMediaQuery('(min-width: 900px)', true);
  const title = usePageTitle();
  const [searchText, setSearchText] = useState('');
  useLanguageKeptWithUser(user);

  // What the server's first paint draws in (firstPaint/firstPaintCookies): the language and mode shown, and
  // nothing while the window is too narrow for the desktop layout it draws.
  useLayoutEffect(() => firstPaintCookies.view(language, mode), [language, mode, isDesktop]);

  // The company's look (sudan2) while its user is signed in; the signed-out pages have the default one.
  useLayoutEffect(() => {
    themeVariant.set(themeVariantFor(user.company));
    return () => themeVariant.set('default');
  }, [user.company]);

  // The home list is where a clerk goes back to all day: its code is loaded once the first page is drawn, so
  // opening it from the menu waits only for its rows. Other pages load their code when a menu link is pointed
  // at or focused (onMenuIntent).
  useEffect(() => prefetchRouteCodeWhenIdle(homeRoute(user.company)), [user.company]);

  // A fresh id per visit to a page, so every "add new" link opens a new record.
  const menu = useMemo(
    () => menuEntriesFrom(menuFor(user, user.company), language, newRecordId()),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [user, language, location.pathname],
  );
  const banner = footerBanner(bannerState(user.company?.licence), {}, language as Lang);

  return (
    <AppShell
      title={title}
      menu={menu}
      currentHref={location.pathname}
      onNavigate={(href) => void navigate(href)}
      onMenuIntent={prefetchRouteCode}
      onMenuAction={(action) => {
        if (action === 'signOut') void signOut();
        else if (action === 'changePassword') void navigate('/app/profile');
      }}
      searchText={searchText}
      onSearchTextChange={setSearchText}
      onRefresh={() => void client.refetchQueries({ include: 'active' })}
      whatsAppNumber={SUPPORT_WHATSAPP_NUMBER}
      onMyAccount={() => void navigate('/app/profile')}
      onSettings={() => void navigate('/app/setting')}
      onLogOut={() => void signOut()}
      footerBanner={banner}
      pending={pending}
      isDesktop={isDesktop}
      companyName={user.company?.displayName ?? ''}
      copyrightYear={new Date().getFullYear()}
    >
      {/* A page opened from the menu starts at its top; back and forward return to where the user was. */}
      <ScrollRestoration />
      <TopBarSearchContext.Provider value={searchText}>
        <PrintProvider>
          <Outlet />
        </PrintProvider>
      </TopBarSearchContext.Provider>
    </AppShell>
  );
}
