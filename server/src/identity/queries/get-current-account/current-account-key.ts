/** Where the session check leaves the account it read for GetCurrentAccountQuery in the same request. */
export const currentAccountKey = (accountId: number): string => `identity:current-account:${accountId}`;
