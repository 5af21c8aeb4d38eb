import { isLocale, type Locale, type MessageKey, translate } from '../../../../shared/i18n/messages';
import { escapeHtml } from '../../../../shared/mail/mail-templates';
import type { EmailNotificationType } from '../../../notifications.contracts';

export interface UnsubscribePageView {
  type: EmailNotificationType;
  language: string;
  /** The token, carried by the form's POST; null once done. */
  token: string | null;
}

/**
 * The page an unsubscribe link opens in a browser: one question and one button that POSTs (a GET never
 * unsubscribes: mail scanners follow links). After the POST: the confirmation.
 */
export function renderUnsubscribePage(view: UnsubscribePageView): string {
  const locale: Locale = isLocale(view.language) ? view.language : 'en';
  const t = (key: MessageKey, params: Record<string, string> = {}) =>
    escapeHtml(translate(locale, key, params));
  const type = translate(locale, `notificationPrefs.type.${view.type}` as MessageKey);
  const body = view.token
    ? `<p>${t('notificationPrefs.unsubscribe_question', { type })}</p>
  <form method="post" action="/api/unsubscribe.php?t=${escapeHtml(encodeURIComponent(view.token))}">
    <input type="hidden" name="List-Unsubscribe" value="One-Click">
    <button type="submit">${t('notificationPrefs.unsubscribe_button')}</button>
  </form>`
    : `<p role="status">${t('notificationPrefs.unsubscribe_done', { type })}</p>`;
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('notificationPrefs.unsubscribe_title')}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f3f4f6; margin: 0; padding: 2rem 1rem; color: #111827; }
  main { max-width: 28rem; margin: 0 auto; background: #fff; border-radius: 12px; padding: 1.5rem;
         box-shadow: 0 1px 3px rgba(0,0,0,.12); }
  h1 { font-size: 1.4rem; margin-top: 0; }
  button { font: inherit; padding: .7rem 1.2rem; border-radius: 8px; border: 0; background: #be123c; color: #fff;
           cursor: pointer; min-height: 44px; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
</style></head>
<body><main>
  <h1>${t('notificationPrefs.unsubscribe_title')}</h1>
  ${body}
  <p><a href="/notifications">${t('notificationPrefs.unsubscribe_manage')}</a></p>
</main></body></html>`;
}
