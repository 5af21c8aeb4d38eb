import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Modal } from '../../../components/ui/modal';
import { isStandalone } from '../../../lib/display-mode';
import { local, readTimestamp } from '../../../lib/storage';
import { ENTRY_WARNING_SKIPPED_KEY, shouldShowEntryWarning } from '../lib/should-show-entry-warning';
import './site-entry-warning.css';

export const LEAVE_URL = 'https://www.google.com/';

export interface SiteEntryWarningProps {
  /** enable_site_entry_popup */
  setting: string | null | undefined;
  /** geoip_selected_country */
  country: string | null | undefined;
  /** undefined while the user is still loading (nothing shows then). */
  loggedIn: boolean | undefined;
  routeName: string | null | undefined;
  onlyCountries?: readonly string[];
  minAge?: number;
}

/** The site-entry warning (SPEC §2): confirm 18+ and accept the terms, or leave. */
export function SiteEntryWarning({
  setting,
  country,
  loggedIn,
  routeName,
  onlyCountries,
  minAge = 18,
}: SiteEntryWarningProps) {
  const { t } = useTranslation();
  const [skippedAt, setSkippedAt] = useState(() => readTimestamp(local, ENTRY_WARNING_SKIPPED_KEY));
  const [standalone] = useState(() => isStandalone());

  const open =
    loggedIn !== undefined &&
    shouldShowEntryWarning({ standalone, skippedAt, setting, country, loggedIn, routeName, onlyCountries });

  const close = () => {
    const now = Date.now();
    local.setItem(ENTRY_WARNING_SKIPPED_KEY, String(now));
    setSkippedAt(now);
  };

  return (
    <Modal
      id="site-entry-warning"
      className="entry-warning"
      open={open}
      onClose={close}
      labelledBy="site-entry-warning-title"
      describedBy="site-entry-warning-text"
      closeLabel={t('entryWarning.close')}
    >
      <div className="icon-circle entry-warning__badge" aria-hidden="true">
        {minAge}+
      </div>
      <h2 id="site-entry-warning-title" className="entry-warning__title">
        {t('entryWarning.title')}
      </h2>
      <div id="site-entry-warning-text" className="entry-warning__text">
        <p>{t('entryWarning.text', { minAge })}</p>
        <p>
          <Trans
            i18nKey="entryWarning.confirm"
            values={{ minAge }}
            components={{ termsLink: <Link to="/pages/terms" /> }}
          />
        </p>
      </div>
      <div className="entry-warning__actions">
        <button type="button" className="btn btn--primary btn--lg" onClick={close} data-autofocus>
          {t('entryWarning.enter')}
        </button>
        <a className="btn btn--ghost" href={LEAVE_URL} rel="noreferrer">
          {t('entryWarning.leave')}
        </a>
      </div>
    </Modal>
  );
}
