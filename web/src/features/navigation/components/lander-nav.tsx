import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/ui/logo';
import './top-nav.css';

/** The simple navbar of the lander layout: only the logo. */
export function LanderNav({ siteName }: { siteName: string }) {
  const { t } = useTranslation();
  return (
    <header className="top-nav top-nav--lander">
      <nav className="top-nav__inner" aria-label={t('nav.mainNavigation')}>
        <div className="top-nav__start">
          <Logo siteName={siteName} label={t('nav.home', { siteName })} />
        </div>
      </nav>
    </header>
  );
}
