/**
 * Purchases per second on PostgreSQL, and the books checked afterwards for anything charged or
 * debited twice. The shop runs as its own process (src/main.ts, the demo with the sandbox
 * gateway; WORKERS and REDIS_URL pass through) on a new database on the server DATABASE_URL
 * names, dropped afterwards. autocannon drives it: each connection is a signed-in shopper who
 * does what the storefront does, over and over: add a Super Jackpot ticket to the cart, then buy
 * the cart, from the wallet or with a card deposit of the amount due.
 *
 *   DATABASE_URL=postgres://... node --conditions=drawkit-source --import tsx packages/api-server/scripts/benchPurchases.ts [seconds] [shoppers]
 *
 * Prints, for wallet and card: purchases per second, the purchase request's p50/p99, and the CPU
 * each purchase (its add to cart included) cost the shop and PostgreSQL (when PostgreSQL runs on
 * this machine: /proc), and how much of the machine was idle or stolen by the hypervisor (a VM's
 * neighbours: a stolen spell slows every figure). Then the double-charge checks: gateway charges
 * per key, charges booked once, card payments credited once, checkouts debited once, one checkout
 * per purchase answered, no wallet below zero, every kept wallet balance its ledger's sum; and
 * every charge booked or refunded. Figures are printed, never asserted; the exit code is 1 when a
 * check fails.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signaturePayload, toSnakeKeys } from '@drawkit/contract';
import { sql } from 'drizzle-orm';
import { signupRequest } from '../src/__tests__/helpers/fixtures';
import { HttpClient, type HttpSession, startShopProcess } from '../src/__tests__/helpers/shopProcess';
import { openFreshPostgres } from '../src/db/freshDatabase';
import { newId } from '../src/db/ids';
import { ledgerEntries, settings } from '../src/db/schema';
import { SYSTEM_LIMITS_SETTING } from '../src/limits/limitQueries';
import { SANDBOX_CARDS } from '../src/payments/sandboxGateway';

const SECONDS = Number(process.argv[2] ?? 15);
const SHOPPERS = Number(process.argv[3] ?? 32);
const WARMUP_SECONDS = 3;
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error('benchPurchases measures PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).');
  process.exit(1);
}

/** What autocannon's programmatic API takes and gives that this script uses (it ships no types). */
interface ShopperContext {
  session?: HttpSession;
  dueCents?: number;
  sentAt?: number;
}
interface AutocannonRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest(request: AutocannonRequest, context: ShopperContext): AutocannonRequest;
  onResponse(status: number, body: string, context: ShopperContext): void;
}
interface AutocannonResult {
  errors: number;
  timeouts: number;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  requests: AutocannonRequest[];
}) => Promise<AutocannonResult>;

/** Two games of a Super Jackpot ticket ($3.50), varied by `seed`. */
const item = (seed: number) => ({
  productType: 'lottery_ticket',
  lotteryKey: 'super_jackpot_lottery',
  gameType: 'standard',
  gameOffer: 'super_jackpot_lottery_standard',
  games: [0, 1].map((g) => ({
    Numbers: Array.from({ length: 7 }, (_, i) => ((seed + g * 3 + i * 5) % 35) + 1).sort((a, b) => a - b),
    Powerball: [((seed + g) % 20) + 1],
  })),
  numDraws: 1,
  quickpick: false,
});
const CARD = { number: SANDBOX_CARDS.visa, expiryMonth: 12, expiryYear: 2035, securityCode: '123', holderName: 'Bench Shopper' };

/** CPU seconds a process has used so far (Linux /proc; null elsewhere or for another machine's process). */
function cpuSeconds(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * The whole machine's CPU time so far, in clock ticks (Linux /proc/stat; null elsewhere): all of it,
 * the idle part, and the part the hypervisor gave to other guests ("steal"). On a shared VM a
 * stolen spell slows every figure, so each run says how much was stolen.
 */
function machineTicks(): { total: number; idle: number; stolen: number } | null {
  try {
    const ticks = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal (guest time is counted in user already).
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, stolen = 0] = ticks;
    return { total: user + nice + system + idle + iowait + irq + softirq + stolen, idle: idle + iowait, stolen };
  } catch {
    return null;
  }
}

/** The process and its children (the server processes of WORKERS > 1). */
function processTree(pid: number): number[] {
  const children: number[] = [];
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const parent = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1];
      if (Number(parent) === pid) children.push(Number(entry));
    }
  } catch {
    // Not Linux: the process alone.
  }
  return [pid, ...children];
}

interface Run {
  purchases: number;
  purchaseMs: number[];
  failures: Map<string, number>;
  seconds: number;
  /** CPU seconds over the run: the shop's processes and the database's backends (null when not measurable). */
  serverCpu: number | null;
  databaseCpu: number | null;
  /** The machine over the run: percent idle and percent stolen by the hypervisor (null when not measurable). */
  machine: { idlePercent: number; stolenPercent: number } | null;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

const fresh = await openFreshPostgres(adminUrl, 'drawkit_bench_purchases', 2);
const dataDir = mkdtempSync(join(tmpdir(), 'drawkit-bench-purchases-'));
// Sign-ups are rate limited per address: the bench's shoppers come from addresses of their own.
const server = await startShopProcess({ DATABASE_URL: fresh.url, DATA_DIR: dataDir, TRUST_PROXY: 'loopback' });
const serverPid = server.child.pid ?? 0;
const databaseName = new URL(fresh.url).pathname.slice(1);
const processes = Number(process.env.WORKERS ?? 1) > 1 ? `${process.env.WORKERS} shop processes` : 'one shop process';

/** CPU used so far by the shop's processes and by its database's PostgreSQL backends. */
async function cpuNow(): Promise<{ server: number | null; database: Map<number, number> }> {
  const backends = await fresh.database.db.execute(sql`select pid from pg_stat_activity where datname = ${databaseName}`);
  const database = new Map<number, number>();
  for (const { pid } of (backends as unknown as { rows: { pid: number }[] }).rows) {
    const used = cpuSeconds(pid);
    if (used !== null) database.set(pid, used);
  }
  const shopProcesses = processTree(serverPid).map(cpuSeconds);
  const serverUsed = shopProcesses.every((used) => used === null) ? null : shopProcesses.reduce<number>((sum, used) => sum + (used ?? 0), 0);
  return { server: serverUsed, database };
}

async function signUp(client: HttpClient, n: number): Promise<HttpSession> {
  const response = await client.call('POST', '/v2/signup', {
    body: signupRequest({ email: `bench-${n}-${randomUUID()}@example.test`, firstname: 'Bench', lastname: `Shopper${n}` }),
    headers: { 'x-forwarded-for': `10.77.${n >> 8}.${n & 255}` },
  });
  if (response.status !== 201) throw new Error(`Sign-up failed: ${JSON.stringify(response.json)}`);
  const result = response.data.result;
  return { accessToken: result.accessToken, customerToken: result.customer.customerToken, customerId: result.customer.customerId };
}

/** `seconds` of shoppers buying (add to cart, buy) on autocannon connections, one shopper each. */
async function shop(appId: string, sessions: HttpSession[], pay: 'wallet' | 'card', seconds: number): Promise<Run> {
  const run: Run = { purchases: 0, purchaseMs: [], failures: new Map(), seconds, serverCpu: null, databaseCpu: null, machine: null };
  let next = 0;
  const signed = (context: ShopperContext, extra: Record<string, string> = {}): Record<string, string> => {
    // A context starts empty on a connection's first request: it takes the next shopper.
    context.session ??= sessions[next++ % sessions.length] as HttpSession;
    const timestamp = String(Math.floor(Date.now() / 1000));
    const payload = signaturePayload({ timestamp, appKey: 'drawkit-storefront', appId, customerToken: context.session.customerToken });
    return {
      'content-type': 'application/json',
      'x-app-key': 'drawkit-storefront',
      'x-timestamp': timestamp,
      'x-signature': createHash('sha256').update(payload).digest('hex'),
      authorization: `Bearer ${context.session.accessToken}`,
      ...extra,
    };
  };
  const failed = (what: string, status: number, body: string) => {
    let code = '';
    try {
      code = (JSON.parse(body) as { messages?: { code?: string }[] }).messages?.[0]?.code ?? '';
    } catch {
      // Not JSON: the status says enough.
    }
    const key = `${what} ${status} ${code}`.trim();
    run.failures.set(key, (run.failures.get(key) ?? 0) + 1);
  };
  let seed = 0;
  const add: AutocannonRequest = {
    method: 'POST',
    path: '/v2/cart/items',
    setupRequest(request, context) {
      seed += 1;
      return { ...request, headers: signed(context), body: JSON.stringify(toSnakeKeys(item(seed))) };
    },
    onResponse(status, body, context) {
      if (status !== 200) return failed('add', status, body);
      context.dueCents = (JSON.parse(body) as { result: { cart_total: { amount: number } } }).result.cart_total.amount;
    },
  };
  const buy: AutocannonRequest = {
    method: 'POST',
    path: pay === 'wallet' ? '/v2/cart/purchase' : '/v2/deposit_purchase',
    setupRequest(request, context) {
      const body =
        pay === 'wallet'
          ? { channelKey: 'web' }
          : { deposit: { amount: { amount: context.dueCents ?? 0, currency: 'AUD' }, card: CARD }, purchase: { channelKey: 'web' } };
      context.sentAt = performance.now();
      return { ...request, headers: signed(context, { 'idempotency-key': randomUUID() }), body: JSON.stringify(toSnakeKeys(body)) };
    },
    onResponse(status, body, context) {
      run.purchaseMs.push(performance.now() - (context.sentAt ?? 0));
      if (status === 200) run.purchases += 1;
      else failed('purchase', status, body);
    },
  };
  // autocannon starts a connection's context afresh after the last request of the list: a long
  // list keeps each connection on its shopper for the whole run.
  const requests = Array.from({ length: 20_000 }, (_, i) => (i % 2 === 0 ? add : buy));
  const before = await cpuNow();
  const machineBefore = machineTicks();
  const result = await autocannon({ url: server.url, connections: sessions.length, duration: seconds, requests });
  const machineAfter = machineTicks();
  const after = await cpuNow();
  if (machineBefore && machineAfter && machineAfter.total > machineBefore.total) {
    const share = (ticks: number) => Math.round((100 * ticks) / (machineAfter.total - machineBefore.total));
    run.machine = { idlePercent: share(machineAfter.idle - machineBefore.idle), stolenPercent: share(machineAfter.stolen - machineBefore.stolen) };
  }
  if (after.server !== null && before.server !== null) run.serverCpu = after.server - before.server;
  if (after.database.size > 0) run.databaseCpu = [...after.database].reduce((sum, [pid, used]) => sum + used - (before.database.get(pid) ?? 0), 0);
  if (result.errors + result.timeouts > 0) run.failures.set('connection errors or timeouts', result.errors + result.timeouts);
  return run;
}

function report(label: string, run: Run): void {
  const perPurchase = (cpu: number | null) => (cpu === null || run.purchases === 0 ? 'n/a' : `${((cpu * 1000) / run.purchases).toFixed(1)} ms`);
  console.log(
    `${label}: ${run.purchases.toLocaleString('en-AU')} purchases in ${run.seconds} s = ${(run.purchases / run.seconds).toFixed(0)} purchases/s ` +
      `(purchase request p50 ${percentile(run.purchaseMs, 50).toFixed(0)} ms, p99 ${percentile(run.purchaseMs, 99).toFixed(0)} ms)`,
  );
  console.log(`  CPU per purchase, its add to cart included: shop ${perPurchase(run.serverCpu)}, PostgreSQL ${perPurchase(run.databaseCpu)}`);
  if (run.machine) console.log(`  the machine over the run: ${run.machine.idlePercent}% idle, ${run.machine.stolenPercent}% stolen by the hypervisor`);
  for (const [code, count] of run.failures) console.log(`  refused: ${code} × ${count}`);
}

try {
  const client = new HttpClient(server.url);
  const appId = ((await (await fetch(`${server.url}/discover`, { headers: { 'x-app-key': 'drawkit-storefront' } })).json()) as { result: { app_id: string } }).result.app_id;
  const signUps = async (count: number, offset: number) => {
    const sessions: HttpSession[] = [];
    // A few at a time: each sign-up hashes a password.
    for (let from = 0; from < count; from += 8) {
      sessions.push(...(await Promise.all(Array.from({ length: Math.min(8, count - from) }, (_, i) => signUp(client, offset + from + i)))));
    }
    return sessions;
  };
  const walletShoppers = await signUps(SHOPPERS, 0);
  const cardShoppers = await signUps(SHOPPERS, SHOPPERS);
  // Wallet money for the wallet shoppers (deposited before the bench).
  await fresh.database.db.insert(ledgerEntries).values(
    walletShoppers.map((s) => ({ id: newId(), customerId: s.customerId, kind: 'adjustment' as const, amountCents: 1_000_000, description: 'Bench credit' })),
  );

  // The shop's own spend limits ($1,000 a day a customer) would refuse a shopper after about 285 of
  // these $3.50 tickets, which a run at 500 purchases/s reaches: the bench would measure refusals.
  // Every purchase still checks the limits, at $1,000,000.
  const benchLimits = JSON.stringify((['day', 'week', 'month'] as const).map((period) => ({ period, amountCents: 100_000_000 })));
  await fresh.database.db
    .insert(settings)
    .values({ key: SYSTEM_LIMITS_SETTING, value: benchLimits })
    .onConflictDoUpdate({ target: settings.key, set: { value: benchLimits } });

  console.log(`PostgreSQL (${fresh.host}), ${processes}, ${SHOPPERS} shoppers buying at once (autocannon), ${SECONDS} s each way after ${WARMUP_SECONDS} s of warm-up:`);
  await shop(appId, walletShoppers, 'wallet', WARMUP_SECONDS);
  report('Wallet purchases', await shop(appId, walletShoppers, 'wallet', SECONDS));
  await shop(appId, cardShoppers, 'card', WARMUP_SECONDS);
  report('Card purchases  ', await shop(appId, cardShoppers, 'card', SECONDS));

  const db = fresh.database.db;
  const count = async (query: ReturnType<typeof sql>) => Number(((await db.execute(query)) as unknown as { rows: { n: string | number }[] }).rows[0]?.n ?? 0);
  // autocannon stops at its deadline with purchases still running in the shop: let them finish.
  const unsettled = () =>
    count(sql`select (select count(*) from purchase_intents where status in ('pending', 'charged', 'refunding'))
      + (select count(*) from idempotency_keys where status = 'pending') as n`);
  for (let waited = 0; waited < 15_000 && (await unsettled()) > 0; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  const checks = {
    'idempotency keys charged more than once': await count(sql`
      select count(*) as n from (select idempotency_key from sandbox_gateway_charges where reference is not null group by 1 having count(*) > 1) k`),
    'charges booked more than once (payments)': await count(sql`
      select count(*) as n from (
        select reference from payments where status = 'succeeded' and reference is not null group by reference having count(*) > 1) k`),
    'card payments credited more than once (ledger)': await count(sql`
      select count(*) as n from (
        select payment_id from ledger_entries where kind = 'deposit' and payment_id is not null group by payment_id having count(*) > 1) k`),
    'checkouts debited more than once (ledger)': await count(sql`
      select count(*) as n from (
        select c.id from checkouts c join ledger_entries l on l.checkout_id = c.id and l.kind = 'purchase'
        group by c.id, c.total_cents having count(l.id) > 1 or sum(l.amount_cents) <> -c.total_cents) k`),
    'purchases answered without exactly one checkout': await count(sql`
      select count(*) as n from idempotency_keys k
      where k.status = 'completed' and (select count(*) from checkouts c
        where c.id = case jsonb_typeof(k.response) when 'string' then k.response #>> '{}' else k.response->>'checkoutId' end) <> 1`),
    'wallets below zero': await count(sql`select count(*) as n from (select customer_id from ledger_entries group by 1 having sum(amount_cents) < 0) w`),
  };
  const doubleCharges = Object.values(checks).reduce((sum, n) => sum + n, 0);
  console.log(`Double charges: ${doubleCharges}`);
  for (const [check, n] of Object.entries(checks)) console.log(`  ${check}: ${n}`);
  // Not a double charge, but money taken for nothing: every charge must be booked or refunded.
  const unbooked = await count(sql`
    select count(*) as n from sandbox_gateway_charges c
    where c.reference is not null and c.refunded_at is null
      and not exists (select 1 from payments p where p.reference = c.reference and p.status = 'succeeded')`);
  console.log(`Charges neither booked nor refunded: ${unbooked}; purchases or charges still unsettled: ${await unsettled()}`);
  // The balance every purchase reads is kept by the ledger's triggers: it must be the ledger's sum.
  const offLedger = await count(sql`
    select count(*) as n from (select customer_id, sum(amount_cents) as cents from ledger_entries group by 1) l
    full join wallet_balances w using (customer_id) where coalesce(w.balance_cents, 0) <> coalesce(l.cents, 0)`);
  console.log(`Wallet balances off their ledger: ${offLedger}`);
  if (doubleCharges + unbooked + offLedger > 0) process.exitCode = 1;
} finally {
  await server.stop();
  await fresh.dispose();
  rmSync(dataDir, { recursive: true, force: true });
}
