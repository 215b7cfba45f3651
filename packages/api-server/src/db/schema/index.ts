/**
 * The one Drizzle schema of the shop, used with PGlite and with PostgreSQL alike, one file per
 * domain. Money is integer cents; instants are timestamptz (see ./columns).
 */
export * from './account';
export * from './apps';
export * from './auth';
export * from './cart';
export * from './catalogue';
export * from './customers';
export * from './deposits';
export * from './draws';
export * from './ledger';
export * from './limits';
export * from './mail';
export * from './membership';
export * from './partners';
export * from './payments';
export * from './promotions';
export * from './purchases';
export * from './results';
export * from './withdrawals';
export * from './recurring';
export * from './identity';
export * from './placement';
export * from './content';
export * from './party';
