import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/App';
import { appWords } from './app/i18n/appWords';
import { storedPreferences } from './app/preferences/storedPreferences';
import { patchSignedInRoutes } from './app/routing/patchSignedInRoutes';
import { routes } from './app/routing/routes';

// The router starts loading the first page's module at once, while an Arabic or Amharic visitor's words (a
// chunk of their own) load beside it; the first render waits for the words, so the first page is already in
// the chosen language. English signed-out words are in this chunk.
const router = createBrowserRouter(routes, { patchRoutesOnNavigation: patchSignedInRoutes });
void appWords.load(storedPreferences.language()).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App words={appWords} router={router} />
    </StrictMode>,
  );
});
