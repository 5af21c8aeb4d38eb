import { useSettings } from '../../features/site/api/get-settings';
import { ActivateError } from '../../features/signup/components/activation-result';
import type { PageProps } from './page-props';

/** /activate/error: 'Activation failed' with the customer-service details. */
export default function ActivateErrorRoute({ routeName }: PageProps) {
  const { data: settings } = useSettings();
  return <ActivateError routeName={routeName} supportEmail={settings?.support_email ?? null} />;
}
