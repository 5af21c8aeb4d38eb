import { Menu, useCanAccess, useTranslate } from 'react-admin';
import { ReconciliationIcon } from './reconciliation-icon';

export const RECONCILIATION_PATH = '/reconciliation';

/** The menu entry of the reconciliation page, for the roles that may open it (finance). */
export const ReconciliationMenuItem = () => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'reconciliation', action: 'list' });
  if (!canAccess) return null;
  return (
    <Menu.Item
      to={RECONCILIATION_PATH}
      primaryText={translate('kindred.reconciliation.menu')}
      leftIcon={<ReconciliationIcon />}
    />
  );
};
