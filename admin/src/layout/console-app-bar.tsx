import { AppBar, useGetIdentity, UserMenu } from 'react-admin';

/**
 * The user menu's button shows the admin's name: it is named by that name too (WCAG 2.5.3, label in name),
 * not by react-admin's "Profile", which a voice user would not see on screen.
 */
const ConsoleUserMenu = () => {
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName ?? 'ra.auth.user_menu'} />;
};

export const ConsoleAppBar = () => <AppBar userMenu={<ConsoleUserMenu />} />;
