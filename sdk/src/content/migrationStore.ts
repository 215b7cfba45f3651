/**
 * The migration modal (shop-specialised §2, §4, §7 'Migration'): prompt, then in progress on
 * migrate, then success or failure; failure then retry goes back to in progress; closing resets
 * to prompt. `POST /migration/migrate` is sent at once, then again every 3 seconds while it
 * answers in progress (202), at most 5 calls; a network error or running out of calls is a
 * failure. The dismissal marker lasts 7 days and is set on migrate or on close.
 */
import type { CustomerOverview, MigrationResult } from '@drawkit/contract';
import { MIGRATION_DISMISSAL_DAYS, MIGRATION_MAX_ATTEMPTS, MIGRATION_POLL_MS } from '@drawkit/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DrawkitClient, StorageAdapter } from '../clientTypes';
import { createCookieStorage } from '../storage/createCookieStorage';
import { DEFAULT_STORAGE_PREFIX } from '../storage/storageNames';

export type MigrationStage = 'prompt' | 'in_progress' | 'success' | 'failure';

export interface MigrationState {
  isOpen: boolean;
  stage: MigrationStage;
  termsAccepted: boolean;
  /** A dismissal marker younger than 7 days is stored. */
  dismissed: boolean;
  setTermsAccepted(accepted: boolean): void;
  open(): void;
  /** Closes (also on dismiss): resets to prompt and sets the marker. */
  close(): void;
  /** Runs the move ("Migrate is disabled until terms are ticked and while submitting"). */
  migrate(): Promise<void>;
}

/**
 * "It opens automatically when the customer is logged in, the customer-migration capability is
 * on, eligibility is soft or hard, there is no dismissal marker and it is not already open."
 */
export function shouldOpenMigration(input: {
  isAuthenticated: boolean;
  hasCapability: boolean;
  migrationStatus: CustomerOverview['migrationStatus'] | undefined;
  dismissed: boolean;
  isOpen: boolean;
}): boolean {
  const eligible = input.migrationStatus === 'eligible_soft' || input.migrationStatus === 'eligible_hard';
  return input.isAuthenticated && input.hasCapability && eligible && !input.dismissed && !input.isOpen;
}

export function migrationDismissedName(prefix: string = DEFAULT_STORAGE_PREFIX): string {
  return `${prefix}-migration-dismissed`;
}

export interface MigrationStoreOptions {
  storage?: StorageAdapter;
  /** Waits between polls (tests pass a fake). */
  sleep?: (ms: number) => Promise<void>;
}

export function createMigrationStore(client: DrawkitClient, options: MigrationStoreOptions = {}): StoreApi<MigrationState> {
  const storage = options.storage ?? client.config.storage ?? createCookieStorage();
  const marker = migrationDismissedName(client.config.storagePrefix);
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const setMarker = () => {
    storage.set(marker, '1', MIGRATION_DISMISSAL_DAYS * 24 * 60 * 60);
    store.setState({ dismissed: true });
  };

  async function attempt(): Promise<'migrated' | 'in_progress' | 'failed'> {
    try {
      const { result } = await client.api.request<MigrationResult>('migrationMigrate');
      return result.migrationStatus;
    } catch {
      return 'failed';
    }
  }

  const store = createStore<MigrationState>()((set, get) => ({
    isOpen: false,
    stage: 'prompt',
    termsAccepted: false,
    dismissed: storage.get(marker) === '1',
    setTermsAccepted: (accepted) => set({ termsAccepted: accepted }),
    open: () => set({ isOpen: true }),
    close() {
      setMarker();
      set({ isOpen: false, stage: 'prompt', termsAccepted: false });
    },
    async migrate() {
      if (!get().termsAccepted || get().stage === 'in_progress') return;
      setMarker();
      set({ stage: 'in_progress' });
      for (let call = 1; call <= MIGRATION_MAX_ATTEMPTS; call += 1) {
        const outcome = await attempt();
        if (outcome === 'failed') break;
        if (outcome === 'migrated') {
          set({ stage: 'success' });
          // "After success the cart, product offers and related data are refreshed."
          void client.session.getState().loadCustomer();
          void client.cart.getState().load({ force: true });
          void client.catalogue.getState().load();
          return;
        }
        if (call < MIGRATION_MAX_ATTEMPTS) await sleep(MIGRATION_POLL_MS);
      }
      set({ stage: 'failure' });
    },
  }));
  return store;
}

const stores = new WeakMap<DrawkitClient, StoreApi<MigrationState>>();

export function migrationStore(client: DrawkitClient): StoreApi<MigrationState> {
  let store = stores.get(client);
  if (!store) {
    store = createMigrationStore(client);
    stores.set(client, store);
  }
  return store;
}
