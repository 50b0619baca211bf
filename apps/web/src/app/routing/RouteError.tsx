import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@placement/ui';
import { useRetireFirstPaint } from '../firstPaint/retireFirstPaint';

// The error boundary of every route: a failed lazy chunk (a new deployment) or a crash shows a way out.
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useRetireFirstPaint(true);
  if (isRouteErrorResponse(error)) console.error(error.status, error.statusText);
  else console.error(error);
  return (
    <main style={{ padding: 24 }}>
      <h1>{t('app.error')}</h1>
      <p>{t('app.errorDetail')}</p>
      <Button type="button" onClick={() => window.location.reload()}>
        {t('app.reload')}
      </Button>
    </main>
  );
}
