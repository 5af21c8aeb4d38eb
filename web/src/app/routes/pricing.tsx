import { useUser } from '../../features/auth/api/get-user';
import { PricingPage } from '../../features/billing/components/pricing-page';
import { useSettings } from '../../features/site/api/get-settings';
import type { PageProps } from './page-props';

/** /pricing (public): the credit bundles in the local currency; a visitor may choose the country. */
export default function PricingRoute({ routeName }: PageProps) {
  const { data: settings } = useSettings();
  const { data } = useUser();
  return (
    <PricingPage
      routeName={routeName}
      countries={settings?.countries ?? []}
      userId={data?.user?.id ?? null}
      messageCredits={settings?.message_credits ?? null}
    />
  );
}
