import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon';
import type { PageProps } from './page-props';

/** A page that a later issue builds. */
export default function ComingSoonPage({ routeName }: PageProps) {
  const { t } = useTranslation();
  return <ComingSoon routeName={routeName} title={t(`routes.${routeName}`)} />;
}
