import { useTranslation } from 'react-i18next';
import { SiteFictionalBadge } from './member-name';
import type { MemberSite } from '../lib/site';
import './fictional-notice.css';

/** The site's `fictional_warning` on a fictional profile (the disclosure the law asks for). */
export function FictionalNotice({ site }: { site: MemberSite }) {
  const { t } = useTranslation('member');
  return (
    <aside className="fictional-notice" data-fictional-notice="">
      <SiteFictionalBadge site={site} size={24} />
      <p className="fictional-notice__text">{site.fictionalWarning || t('fictional.notice')}</p>
    </aside>
  );
}
