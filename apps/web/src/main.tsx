import './shared/styles/tokens.css';
import './shared/styles/base.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/provider';
import { adoptPageAnswers } from './shared/lib/page-answers';
import { i18nReady } from './shared/i18n/i18n';
import { loadMatchedScreens } from './app/router';
import { forgetBootMarks } from './shared/lib/boot-marks';
import { readStoredLanguage } from './shared/i18n/i18n-config';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');
// The API answers the server wrote into a catalogue page: the app starts with them, as the HTML shows them.
const queryClient = createQueryClient();
adoptPageAnswers(document, queryClient);
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

// A public page comes prerendered (in the language of the `lang` cookie): React adopts it once
// the page's screen and the texts have loaded. A page in another language than the visitor's stored one (a
// browser that has the choice but not yet the cookie) is rendered anew, as is every other page.
const prerendered = container.dataset.prerendered;
if (prerendered && prerendered === readStoredLanguage()) {
  Promise.all([loadMatchedScreens(window.location.pathname), i18nReady])
    .catch((error: unknown) => console.error('[app] could not load the page', error))
    .finally(() => hydrateRoot(container, app));
} else {
  container.replaceChildren();
  forgetBootMarks();
  createRoot(container).render(app);
}
