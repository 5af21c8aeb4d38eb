// The global styles and the design system's shared classes first, so that feature CSS overrides them.
import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { createAuthenticationRequiredHandler } from './features/auth/lib/session';
import { reloadSettingsOnLanguageChange, settingsQueryOptions } from './features/site/api/get-settings';
import { captureTracking } from './features/signup/lib/tracking';
import { apiClient } from './lib/api-client';
import { sweepChatPhotos } from './lib/chat-photo-drafts';
import { listenForPreloadErrors } from './lib/chunk-reload';
import { createI18n } from './lib/i18n/i18n';
import { readLanguageCookie } from './lib/i18n/language';
import { resolveLanguage } from './lib/i18n/resolve-language';

async function bootstrap() {
  listenForPreloadErrors();
  // chat photos kept by tabs since closed, or a day ago, go (in the background)
  void sweepChatPhotos();
  // tracking data (network, ref, sub1-3) of the arrival URL, kept for the signup
  captureTracking(window.location.search);
  const queryClient = createQueryClient();

  // The language depends on the site (domain_language), so the settings come first.
  const settings = await queryClient.fetchQuery(settingsQueryOptions()).catch(() => undefined);
  const language = resolveLanguage({
    cookie: readLanguageCookie(),
    domainLanguage: settings?.domain_language,
  });
  const i18n = await createI18n(language);
  reloadSettingsOnLanguageChange(queryClient, i18n);

  const router = createAppRouter();
  apiClient.onAuthenticationRequired(
    createAuthenticationRequiredHandler({ queryClient, navigate: (to) => void router.navigate(to) }),
  );

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing in index.html');
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void bootstrap();
