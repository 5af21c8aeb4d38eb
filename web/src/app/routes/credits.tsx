import { useTranslation } from 'react-i18next';
import { CreditsPage } from '../../features/billing/components/credits-page';
import { useSettings } from '../../features/site/api/get-settings';
import { MemberOnly } from './member-only';
import type { PageProps } from './page-props';

/** /credits: the bundles with the member's discount and a discount-code field. */
export default function CreditsRoute({ routeName }: PageProps) {
  const { t } = useTranslation('billing');
  const { data: settings } = useSettings();
  return (
    <MemberOnly routeName={routeName} reason={t('credits.loginReason')}>
      {(user) => (
        <CreditsPage
          routeName={routeName}
          user={{ id: user.id, credits: user.credits, paid_user: user.paid_user }}
          messageCredits={settings?.message_credits ?? null}
        />
      )}
    </MemberOnly>
  );
}
