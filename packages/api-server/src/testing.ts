/**
 * The in-process shop the API tests use (`src/__tests__/helpers`), exported as
 * `@drawkit/api-server/testing` so the widget and SDK tests run against the real server rather
 * than a second, hand-written one (issue 13). Test-only: imports vitest; no build takes it in.
 */
export { createTestShop, PARTNER_ORIGIN, PUBLIC_ORIGIN, TEST_NOW, TEST_PASSWORD_COST, type TestShop, useTestShop } from './__tests__/helpers/testShop';
export { type TestBackend, testBackends } from './__tests__/helpers/testBackends';
export { DEMO_ACCOUNTS, DEMO_TOTP_SECRET } from './seed/demoAccounts';
// Live results in widget tests: the bus the SSE route hears the draw engine on.
export { createDrawEventBus, type DrawEventBus } from './results/drawEventBus';
export { balanceOf, logIn, SUPER_JACKPOT_GAME_CENTS, signUp, signupRequest, superJackpotItem } from './__tests__/helpers/fixtures';
