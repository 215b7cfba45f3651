import type { Clock } from '../clock';
import type { Db } from '../db/Db';
import type { IdentityDeps } from '../identity/identityDeps';
import type { PaymentGateway } from '../payments/PaymentGateway';

/** What every route may use; built once by buildApp. */
export interface AppDeps {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  /** The server's public origin, e.g. http://localhost:8080 (the storefront's own origin). */
  publicOrigin: string;
  /**
   * The partner example site's origins (demo). Not an allowance: each app may use only its own
   * registered origins (appRegistry.originsOf); the seed registers these for the apps that embed there.
   */
  partnerOrigins: readonly string[];
  /** scrypt cost (log2 N) for new password hashes. */
  passwordCost: number;
  /** The access-token key, loaded from the database on first use. */
  jwtKey(): Promise<Uint8Array>;
  /** Verification and sign-in providers, the operator secret, locating (issue 12). */
  identity: IdentityDeps;
}
