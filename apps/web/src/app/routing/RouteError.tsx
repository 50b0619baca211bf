import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@placement/ui';

// The error boundary of every route: a failed lazy chunk (a new deployment) or a crash shows a way out.
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error)) console.error(error.status, error.statusText);
  else console.error(error);
  return (
    // data-route-error: a screen the server drew over the page gives way to this one (its style, services/api
    // web/firstPaint), even before the code that takes it away has loaded.
    <main style={{ padding: 24 }} data-route-error="">
      <h1>{t('app.error')}</h1>
      <p>{t('app.errorDetail')}</p>
      <Button type="button" onClick={() => window.location.reload()}>
        {t('app.reload')}
      </Button>
    </main>
  );
}
