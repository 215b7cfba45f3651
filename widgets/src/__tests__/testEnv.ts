/** Shared test set-up: the widgets project's setup file (vitest.config.ts); some tests import it too. */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(cleanup);
// A ceiling for findBy* on a busy machine (a sign-in and a purchase make a dozen calls), not a timing assertion.
configure({ asyncUtilTimeout: 5000 });
// Whole purchases (typing into a dozen fields) on two shared cores need more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });
