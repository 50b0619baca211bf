import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import {
  footerBanner,
  homeRoute,
  isSuperUser,
  licenceBannerState,
  licenceState,
  menuFor,
  newRecordId,
  SUPER_HOME_ROUTE,
  type Lang,
} from '@placement/domain';
import { useTranslation } from 'react-i18next';
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
import { AccountActivationDialog } from './AccountActivationDialog';
import { MY_LICENCE } from './MY_LICENCE';
import { SUPPORT_WHATSAPP_NUMBER } from './supportContacts';
import { topBarTitle } from './topBarTitle';
import { TopBarSearchContext } from './topBarSearch';
import { useMediaQuery } from './useMediaQuery';
import { usePageTitle } from './usePageTitle';

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
  const { t } = useTranslation();
  const pageTitle = usePageTitle();
  const title = topBarTitle(pageTitle, language as Lang, user.company?.nameAmharic);
  const [searchText, setSearchText] = useState('');
  useLanguageKeptWithUser(user);
  const [activating, setActivating] = useState(false);
  const { data: licenceData } = useQuery(MY_LICENCE);

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
  const home = isSuperUser(user) ? SUPER_HOME_ROUTE : homeRoute(user.company);
  useEffect(() => prefetchRouteCodeWhenIdle(home), [home]);

  // A fresh id per visit to a page, so every "add new" link opens a new record.
  const menu = useMemo(
    () => menuEntriesFrom(menuFor(user, user.company), language, newRecordId()),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [user, language, location.pathname],
  );
  // The licence facts come with their own query; until they arrive the signed-in user's licence state decides.
  // A licence in good standing leaves the banner to the time-zone check (the browser's offset in hours).
  const licence = licenceData?.myLicence;
  const { state, counts } = licenceBannerState(
    licence?.state ?? user.company?.licence,
    { quota: licence?.quota, used: licence?.used, endsOn: licence?.endsOn },
    new Date(),
    new Date().getTimezoneOffset() / 60,
  );
  const banner = footerBanner(state, counts, language as Lang);
  const needsActivation = licenceState(licence?.state ?? user.company?.licence) !== 'active';

  return (
    <AppShell
      title={title.title}
      titleDirection={title.direction}
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
      footerBannerAction={
        needsActivation ? { label: t('admin.operator.activate'), onClick: () => setActivating(true) } : null
      }
      pending={pending}
      isDesktop={isDesktop}
      companyName={user.company?.displayName ?? ''}
    >
      {/* A page opened from the menu starts at its top; back and forward return to where the user was. */}
      <ScrollRestoration />
      <AccountActivationDialog
        open={activating}
        reason={banner?.text ?? ''}
        whatsAppNumber={SUPPORT_WHATSAPP_NUMBER}
        onClose={() => setActivating(false)}
      />
      <TopBarSearchContext.Provider value={searchText}>
        <PrintProvider>
          <Outlet />
        </PrintProvider>
      </TopBarSearchContext.Provider>
    </AppShell>
  );
}
