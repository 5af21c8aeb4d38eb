import { Menu, useCanAccess, useTranslate } from 'react-admin';
import { FinanceChartsIcon } from './finance-charts-icon';

export const FINANCE_CHARTS_PATH = '/finance';

/** The menu entry of the finance charts page, for the roles that may open it (finance). */
export const FinanceChartsMenuItem = () => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'finance_charts', action: 'list' });
  if (!canAccess) return null;
  return (
    <Menu.Item
      to={FINANCE_CHARTS_PATH}
      primaryText={translate('kindred.finance_charts.menu')}
      leftIcon={<FinanceChartsIcon />}
    />
  );
};
