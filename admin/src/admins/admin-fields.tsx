import type { ChipProps } from '@mui/material';
import { ValueChip } from '../layout/value-chip';
import { ADMIN_ROLES, type AdminRole } from '../providers/types';

const ROLE_COLOURS: Record<AdminRole, ChipProps['color']> = {
  super_admin: 'secondary',
  operator: 'primary',
  moderator: 'info',
  chat_agent: 'default',
  finance: 'success',
};

export const roleChoices = ADMIN_ROLES.map((role) => ({ id: role, name: `kindred.roles.${role}` }));

export const RoleChip = ({ role }: { role: AdminRole }) => (
  <ValueChip value={role} colours={ROLE_COLOURS} labelPrefix="kindred.roles" testId="admin-role" />
);

type Status = 'active' | 'disabled';
const STATUS_COLOURS: Record<Status, ChipProps['color']> = { active: 'success', disabled: 'error' };

export const StatusChip = ({ disabled }: { disabled: boolean }) => (
  <ValueChip<Status>
    value={disabled ? 'disabled' : 'active'}
    colours={STATUS_COLOURS}
    labelPrefix="kindred.admins.status"
    testId="admin-status"
  />
);

type Totp = 'on' | 'off';
const TOTP_COLOURS: Record<Totp, ChipProps['color']> = { on: 'success', off: 'default' };

export const TotpChip = ({ enabled }: { enabled: boolean }) => (
  <ValueChip<Totp>
    value={enabled ? 'on' : 'off'}
    colours={TOTP_COLOURS}
    labelPrefix="kindred.admins.totp"
    testId="admin-totp"
  />
);

export const statusChoices = [
  { id: 'false', name: 'kindred.admins.status.active' },
  { id: 'true', name: 'kindred.admins.status.disabled' },
];
