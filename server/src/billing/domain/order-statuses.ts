export const ORDER_STATUSES = ['pending', 'completed', 'failed', 'cancelled', 'expired', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
