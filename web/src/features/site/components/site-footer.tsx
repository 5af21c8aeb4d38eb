import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCompanyInfo } from '../api/get-companyinfo';
import './site-footer.css';

/** The footer links in the order of SPEC §2. */
export const FOOTER_LINKS = [
  { key: 'terms', to: '/pages/terms' },
  { key: 'privacy', to: '/pages/privacy' },
  { key: 'cookies', to: '/pages/cookies' },
  { key: 'ban', to: '/pages/ban' },
  { key: 'pricing', to: '/pricing' },
  { key: 'complaints', to: '/complaints' },
  { key: 'returnPolicy', to: '/pages/return-policy' },
  { key: 'faq', to: '/pages/faq' },
  { key: 'support', to: '/pages/service' },
] as const;

export function SiteFooter({ year = new Date().getFullYear() }: { year?: number }) {
  const { t } = useTranslation();
  const { data: company } = useCompanyInfo();

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label={t('footer.navigation')}>
          <ul className="site-footer__links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={link.to}>{t(`footer.${link.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__company">
          {company?.name ? t('footer.copyright', { year, company: company.name }) : `© ${year}`}
        </p>
      </div>
    </footer>
  );
}
