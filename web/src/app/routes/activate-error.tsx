import { useSearchParams } from 'react-router-dom';
import { useSettings } from '../../features/site/api/get-settings';
import { ActivateError } from '../../features/signup/components/activation-result';
import type { PageProps } from './page-props';

/** /activate/error: 'Activation failed' with the customer-service details, or "already activated". */
export default function ActivateErrorRoute({ routeName }: PageProps) {
  const { data: settings } = useSettings();
  const [params] = useSearchParams();
  return (
    <ActivateError
      routeName={routeName}
      supportEmail={settings?.support_email ?? null}
      reason={params.get('reason')}
    />
  );
}
