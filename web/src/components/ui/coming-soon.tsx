import { useTranslation } from 'react-i18next';
import './page-blocks.css';

export interface ComingSoonProps {
  routeName: string;
  /** The page's translated title. */
  title: string;
}

/** Stand-in for a page that is not built yet, shown inside the page's real layout. */
export function ComingSoon({ routeName, title }: ComingSoonProps) {
  const { t } = useTranslation();
  return (
    <section className="surface page-block page-block--soon" data-route={routeName}>
      <span className="page-block__badge">{t('comingSoon.badge')}</span>
      <h1 className="page-block__title">{title}</h1>
      <p className="page-block__text">{t('comingSoon.text')}</p>
    </section>
  );
}
