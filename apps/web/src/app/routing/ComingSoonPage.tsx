import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../shell/usePageTitle';

/** Which kind of work a coming screen does: picks the sentence that says what will be here. */
export type ComingArea = 'records' | 'cvs' | 'administration' | 'account' | 'content';

// A guarded route whose screen comes with a later issue: the menu link works, the guard applies, and the page
// says what it will hold. The screen's own route module replaces it in the route table.
export function ComingSoonPage({ area }: { area: ComingArea }) {
  const { t } = useTranslation();
  const title = usePageTitle();
  return (
    <section aria-labelledby="coming-soon-heading">
      <h2 id="coming-soon-heading">{t('comingSoon.heading', { page: title })}</h2>
      <p>{t(`comingSoon.${area}`)}</p>
    </section>
  );
}

/** A lazy route module for a screen not built yet. */
export const comingSoon = (area: ComingArea) => async () => ({
  Component: () => <ComingSoonPage area={area} />,
});
