/**
 * Set-up for every storefront test (vitest `setupFiles`). The whole app renders in each test,
 * with lazy pages and chunks; on two shared cores in CI that takes longer than Testing
 * Library's 1 s ceiling for findBy and waitFor. A ceiling, not a timing assertion.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
