/** The fixed facts every test shop shares: its clock's start, origins and password cost. */
/** Wednesday 11 March 2026, 10:00 AEST: Super Jackpot draws tomorrow at 8:30 pm. */
export const TEST_NOW = new Date('2026-03-11T00:00:00Z');
export const PUBLIC_ORIGIN = 'http://localhost:8080';
export const PARTNER_ORIGIN = 'http://localhost:8081';
/** scrypt cost for tests: fast, still the real algorithm. */
export const TEST_PASSWORD_COST = 4;
