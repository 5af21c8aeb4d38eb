import type { ReactNode } from 'react';
import { createSvgIcon } from '@mui/material';
import { Menu, useGetIdentity, useTranslate } from 'react-admin';
import { TWO_FACTOR_PATH, TwoFactorPage } from './two-factor-page';

/** Material icon "Security". */
const SecurityIcon = createSvgIcon(
  <path d="M12 1 3 5v6c0 5.55 3.84 10.74 9 12 5.16-1.26 9-6.45 9-12V5zm0 10.99h7c-.53 4.12-3.28 7.79-7 8.94V12H5V6.3l7-3.11z" />,
  'Security',
);

/** The menu entry of the admin's own two-factor settings (every role). */
export const TwoFactorMenuItem = () => {
  const translate = useTranslate();
  return (
    <Menu.Item
      to={TWO_FACTOR_PATH}
      primaryText={translate('kindred.two_factor.menu')}
      leftIcon={<SecurityIcon />}
    />
  );
};

/**
 * A super-admin who must enrol a second factor first (production) sees only the two-factor page: the
 * server refuses everything else to them anyway (403 `totp_enrolment_required`).
 */
export const TwoFactorGate = ({ children }: { children: ReactNode }) => {
  const { identity } = useGetIdentity();
  if (identity?.totp_enrolment_required) return <TwoFactorPage />;
  return <>{children}</>;
};
