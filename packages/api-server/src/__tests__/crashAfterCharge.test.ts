/**
 * `kill -9` between the card charge and the purchase commit, for real: the shop runs as a child
 * process with DRAWKIT_FAULT_INJECTION=crash-after-charge, dies right after the gateway answers,
 * starts again on the same database, and the books must show one charge and one purchase (with
 * tickets and a receipt that a retry with the same Idempotency-Key returns), the wallet balanced.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openFreshPostgres } from '../db/freshDatabase';
import { type Database, openDatabase } from '../db/openDatabase';
import { checkouts, idempotencyKeys, ledgerEntries, payments, purchaseIntents, sandboxCharges, tickets } from '../db/schema';
import { card, superJackpotItem } from './helpers/fixtures';
import { HttpClient, httpSignUp, type ShopProcess, startShopProcess } from './helpers/shopProcess';

interface Backend {
  name: string;
  /** Environment for the shop process, and how to read its database once it has stopped. */
  prepare(): Promise<{ env: Record<string, string | undefined>; open(): Promise<Database>; closeAfterRead: boolean; dispose(): Promise<void> }>;
}

const pgliteOnDisk: Backend = {
  name: 'pglite on disk',
  async prepare() {
    const dataDir = mkdtempSync(join(tmpdir(), 'drawkit-crash-'));
    return {
      env: { DATA_DIR: dataDir },
      // One process owns a PGlite directory: read it only after the shop has stopped.
      open: () => openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') }),
      closeAfterRead: true,
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  },
};

function postgres(adminUrl: string): Backend {
  return {
    name: 'postgres',
    async prepare() {
      const fresh = await openFreshPostgres(adminUrl, 'drawkit_crash', 2);
      const dataDir = mkdtempSync(join(tmpdir(), 'drawkit-crash-'));
      return {
        env: { DATABASE_URL: fresh.url, DATA_DIR: dataDir },
        open: async () => fresh.database,
        closeAfterRead: false,
        async dispose() {
          await fresh.dispose();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  };
}

const backends: Backend[] = process.env.DATABASE_URL ? [pgliteOnDisk, postgres(process.env.DATABASE_URL)] : [pgliteOnDisk];

describe.each(backends)('kill -9 after the card is charged, on $name', (backend) => {
  it('restarts with one charge and one purchase: the retry gets the receipt and the ledger balances', { timeout: 120_000 }, async () => {
    const setup = await backend.prepare();
    const staticRoot = mkdtempSync(join(tmpdir(), 'drawkit-no-build-'));
    let shop: ShopProcess | null = null;
    try {
      shop = await startShopProcess({ ...setup.env, STATIC_ROOT: staticRoot, DRAWKIT_FAULT_INJECTION: 'crash-after-charge' });
      let client = new HttpClient(shop.url);
      const session = await httpSignUp(client, `crash-${Date.now()}@example.test`);
      const added = await client.call('POST', '/v2/cart/items', { session, body: superJackpotItem() });
      expect(added.status).toBe(200);
      const totalCents: number = added.data.result.cartTotal.amount;
      const depositCents = totalCents + 500;
      const key = `crash-${Date.now()}`;
      const purchase = {
        deposit: { amount: { amount: depositCents, currency: 'AUD' }, card: card() },
        purchase: { channelKey: 'web' },
      };

      // The process dies after the gateway answered: the request never gets an answer.
      const crashed = await client.call('POST', '/v2/deposit_purchase', { session, idempotencyKey: key, body: purchase }).then(
        (response) => ({ response }),
        (error: unknown) => ({ error }),
      );
      expect(crashed, 'the request should have died with the process').toHaveProperty('error');
      expect(await shop.exited).toEqual({ code: null, signal: 'SIGKILL' });

      // Started again, without the fault: the retry with the same key gets the finished receipt.
      shop = await startShopProcess({ ...setup.env, STATIC_ROOT: staticRoot });
      client = new HttpClient(shop.url);
      const retry = await client.call('POST', '/v2/deposit_purchase', { session, idempotencyKey: key, body: purchase });
      expect(retry.status, JSON.stringify(retry.json)).toBe(200);
      const receipt = retry.data.result;
      expect(receipt.orders).toHaveLength(1);
      expect(receipt.orders[0].ticketIds.length).toBeGreaterThan(0);
      const again = await client.call('POST', '/v2/deposit_purchase', { session, idempotencyKey: key, body: purchase });
      expect(again.data.result).toEqual(receipt);
      const stored = await client.call('GET', `/v2/checkout/${receipt.checkoutId}`, { session });
      expect(stored.data.result.checkoutId).toBe(receipt.checkoutId);
      const customer = await client.call('GET', '/v2/customer', { session });
      expect(customer.data.result.balance.amount).toBe(depositCents - totalCents);
      const cart = await client.call('GET', '/v2/cart/items', { session });
      expect(cart.data.result.cartItems).toEqual([]);
      await shop.stop();
      shop = null;

      // The books, read from the database itself.
      const database = await setup.open();
      try {
        const { db } = database;
        const customerId = session.customerId;
        const intents = await db.select().from(purchaseIntents).where(eq(purchaseIntents.customerId, customerId));
        expect(intents.map((i) => ({ key: i.idempotencyKey, status: i.status }))).toEqual([{ key, status: 'completed' }]);
        const charges = await db
          .select()
          .from(sandboxCharges)
          .where(and(inArray(sandboxCharges.idempotencyKey, intents.map((i) => i.id)), isNotNull(sandboxCharges.reference)));
        expect(charges).toHaveLength(1);
        expect(charges[0]).toMatchObject({ amountCents: depositCents, refundedAt: null });
        const paid = await db.select().from(payments).where(eq(payments.customerId, customerId));
        expect(paid.map((p) => ({ reference: p.reference, status: p.status, amount: p.amountCents }))).toEqual([
          { reference: charges[0]!.reference, status: 'succeeded', amount: depositCents },
        ]);
        const bought = await db.select().from(checkouts).where(eq(checkouts.customerId, customerId));
        expect(bought.map((c) => c.id)).toEqual([receipt.checkoutId]);
        expect((await db.select().from(tickets).where(eq(tickets.customerId, customerId))).length).toBeGreaterThan(0);
        const ledger = await db.select().from(ledgerEntries).where(eq(ledgerEntries.customerId, customerId));
        expect(ledger.map((l) => [l.kind, l.amountCents]).sort()).toEqual([
          ['deposit', depositCents],
          ['purchase', -totalCents],
        ]);
        const [reservation] = await db
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)));
        expect(reservation?.status).toBe('completed');
      } finally {
        if (setup.closeAfterRead) await database.close();
      }
    } finally {
      await shop?.stop();
      await setup.dispose();
      rmSync(staticRoot, { recursive: true, force: true });
    }
  });
});
