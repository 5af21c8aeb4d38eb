// Shapes of the admin API: generated from the server's OpenAPI document (../api/schema.ts, written by
// npm run api:types), named here for the screens.
import { ledgerKindValues, orderStatusValues, paymentMethodValues, type components } from '../api/schema';

type Schemas = components['schemas'];

export type AdminRole = Schemas['AdminRole'];

export const ADMIN_ROLES: readonly AdminRole[] = [
  'super_admin',
  'operator',
  'moderator',
  'chat_agent',
  'finance',
];

/** `POST /admin/api/login` and `GET /admin/api/me` (with the admin's TOTP state). */
export type AdminAccount = Schemas['AdminAccountResponse'];

/** `GET /admin/api/dashboard`. */
export type DashboardFigures = Schemas['DashboardResponse'];

/** The kinds of credit ledger entries (DESIGN.md §3). */
export const LEDGER_KINDS = ledgerKindValues;
export type LedgerKind = Schemas['LedgerKind'];

/** `GET /admin/api/ledger` (list) and `/admin/api/ledger/:id`; `amount` in signed credits. */
export type LedgerEntry = Schemas['LedgerEntryRow'];

export const ORDER_STATUSES = orderStatusValues;
export type OrderStatus = Schemas['OrderStatus'];

/** The payment methods the server knows. */
export const PAYMENT_METHODS = paymentMethodValues;

/** `GET /admin/api/orders` (list) and `/admin/api/orders/:id`; money in minor units of `currency`. */
export type Order = Schemas['OrderAdminRow'];

export type ReconciliationProblem = Schemas['ReconciliationProblemResponse'];

/** `GET /admin/api/reconciliation`: every balance rebuilt from the ledger and compared. */
export type Reconciliation = Schemas['ReconciliationResponse'];

/** `POST /admin/api/adjustments`. */
export type CreditAdjustment = Schemas['CreditAdjustmentRequest'];

/** `GET /admin/api/finance_charts`: per UTC day, money per currency and credits. */
export type FinanceCharts = Schemas['FinanceChartsResponse'];
export type FinanceChartDay = Schemas['FinanceChartDay'];
/** `GET /admin/api/admins` (list) and `/admin/api/admins/:id` (super-admins only). */
export type AdminAccountRow = Schemas['AdminAccountRow'];

/** `GET /admin/api/audit_log` (list) and `/admin/api/audit_log/:id`. */
export type AuditLogEntry = Schemas['AuditLogRow'];

/** `POST /admin/api/me/totp`: the secret to add to an authenticator app. */
export type TotpEnrolment = Schemas['TotpEnrolmentResponse'];
