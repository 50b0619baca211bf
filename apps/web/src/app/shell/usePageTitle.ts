import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RouteHandle } from '../routing/RouteHandle';

/** The deepest matched route's title, in the current language; also the browser tab's title. */
export function usePageTitle(): string {
  const matches = useMatches();
  const { t } = useTranslation();
  const handle = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title)
    ?.handle as RouteHandle | undefined;
  const title = handle ? t(handle.title) : t('app.name');
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
  return title;
}
