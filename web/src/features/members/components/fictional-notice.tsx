import { useTranslation } from 'react-i18next';
import { FictionalBadge } from '../../../components/ui/fictional-badge';
import type { MemberSite } from '../lib/site';
import './fictional-notice.css';

/** The site's `fictional_warning` on a fictional profile (the disclosure the law asks for). */
export function FictionalNotice({ site }: { site: MemberSite }) {
  const { t } = useTranslation('member');
  return (
    <aside className="fictional-notice" data-fictional-notice="">
      <FictionalBadge
        icon={site.fictionalIcon}
        label={site.fictionalLabel || t('fictional.label')}
        size={24}
      />
      <p className="fictional-notice__text">{site.fictionalWarning || t('fictional.notice')}</p>
    </aside>
  );
}
