import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/**
 * The way from the settings to the notification settings (SPEC §2: the account menu's "Settings
 * (notifications)"), which otherwise only an e-mail or the disabled-notifications alert linked to.
 */
export function NotificationSettingsLink() {
  const { t } = useTranslation();
  return (
    <Card title={t('settings.notifications.title')}>
      <p className="card__text">{t('settings.notifications.text')}</p>
      <div>
        <Button asChild variant="ghost">
          <Link to="/notifications">{t('settings.notifications.manage')}</Link>
        </Button>
      </div>
    </Card>
  );
}
