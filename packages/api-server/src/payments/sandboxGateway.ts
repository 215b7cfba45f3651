/**
 * The built-in sandbox gateway: it behaves like a real gateway's test mode. Test cards:
 * 4242 4242 4242 4242 (Visa) and 5555 5555 5555 4444 (Mastercard) succeed, 4000 0000 0000 0002
 * is declined, 4000 0000 0000 3220 (Visa) asks for a card challenge first; any other number, a
 * past expiry or a bad security code is refused as invalid. Tokens name the test card they stand
 * for, so stored cards keep working across restarts and server processes.
 *
 * It stands for an external service, so its books are its own table (`sandbox_gateway_charges`),
 * written one statement at a time outside the shop's transactions: a charge it made is still
 * there after the shop crashed, and `findCharge` answers for it as a real gateway's API would.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/Db';
import { sandboxCharges } from '../db/schema';
import { runStatement, statement } from '../db/statements';
import { insertFromJson, rowToJson } from '../db/tableJson';
import type { CardDetails, ChargeRequest, ChargeResult, GatewayCharge, PaymentGateway, TokeniseResult } from './PaymentGateway';

export const SANDBOX_CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
  challenge: '4000000000003220',
} as const;

type SandboxCardKind = keyof typeof SANDBOX_CARDS;

const BRANDS: Record<SandboxCardKind, string> = { visa: 'VISA', mastercard: 'MASTERCARD', declined: 'VISA', challenge: 'VISA' };

export const SANDBOX_MESSAGES = {
  declined: 'Your card was declined.',
  expired: 'Your card has expired.',
  securityCode: "Your card's security code is invalid.",
  unknownCard: 'Please use a sandbox test card.',
  challenge: 'Your card issuer asks you to confirm this payment.',
  unknownToken: 'This stored card is not known to the gateway.',
} as const;

export interface SandboxCharge extends GatewayCharge {
  idempotencyKey: string;
}

export interface SandboxGateway extends PaymentGateway {
  /** Every charge that took money (for tests and the dev tools). */
  listCharges(): Promise<SandboxCharge[]>;
}

type ChargeRow = typeof sandboxCharges.$inferSelect;

// Once per card payment: prepared once per connection rather than built by the query builder
// and planned by PostgreSQL each time (db/statements): 170-184 µs of the shop's CPU per charge
// instead of 272-304 (one phase of the machine, 2026-12-03). The row goes as JSON by the schema's columns.
const recordAttemptStatement = statement<{ attempt_key: string }>(
  'sandbox_record_attempt',
  `${insertFromJson(sandboxCharges, '$1::json')} on conflict do nothing returning attempt_key`,
);

function chargeView(row: ChargeRow): SandboxCharge {
  const result = row.result as Extract<ChargeResult, { ok: true }>;
  return {
    idempotencyKey: row.idempotencyKey,
    reference: row.reference ?? result.reference,
    amountCents: row.amountCents,
    brand: result.brand,
    last4: result.last4,
    refunded: row.refundedAt !== null,
  };
}

function isExpired(month: number, year: number, now: Date): boolean {
  // A card is valid through the last day of its expiry month.
  return Date.UTC(year, month, 1) <= now.getTime();
}

function kindOf(number: string): SandboxCardKind | undefined {
  const digits = number.replace(/[\s-]/g, '');
  return (Object.keys(SANDBOX_CARDS) as SandboxCardKind[]).find((kind) => SANDBOX_CARDS[kind] === digits);
}

/** `tok_sandbox_<kind>_<MM><YYYY>_<random>` */
function parseToken(token: string): { kind: SandboxCardKind; month: number; year: number } | undefined {
  const match = /^tok_sandbox_([a-z]+)_(\d{2})(\d{4})_[a-f0-9]{16}$/.exec(token);
  if (!match || !(match[1]! in SANDBOX_CARDS)) return undefined;
  return { kind: match[1] as SandboxCardKind, month: Number(match[2]), year: Number(match[3]) };
}

export function createSandboxGateway(db: Db, clock: Clock): SandboxGateway {
  function checkCard(card: CardDetails): { ok: false; code: 'card_invalid'; message: string } | SandboxCardKind {
    if (!/^\d{3,4}$/.test(card.securityCode)) return { ok: false, code: 'card_invalid', message: SANDBOX_MESSAGES.securityCode };
    if (isExpired(card.expiryMonth, card.expiryYear, clock.now())) return { ok: false, code: 'card_invalid', message: SANDBOX_MESSAGES.expired };
    return kindOf(card.number) ?? { ok: false, code: 'card_invalid', message: SANDBOX_MESSAGES.unknownCard };
  }

  function attempt(request: ChargeRequest): ChargeResult {
    let kind: SandboxCardKind;
    if (request.token !== undefined) {
      const parsed = parseToken(request.token);
      if (!parsed) return { ok: false, code: 'card_invalid', message: SANDBOX_MESSAGES.unknownToken };
      if (request.securityCode !== undefined && !/^\d{3,4}$/.test(request.securityCode)) {
        return { ok: false, code: 'card_invalid', message: SANDBOX_MESSAGES.securityCode };
      }
      if (isExpired(parsed.month, parsed.year, clock.now())) return { ok: false, code: 'card_invalid', message: SANDBOX_MESSAGES.expired };
      kind = parsed.kind;
    } else if (request.card) {
      const checked = checkCard(request.card);
      if (typeof checked !== 'string') return checked;
      kind = checked;
    } else {
      return { ok: false, code: 'card_invalid', message: SANDBOX_MESSAGES.unknownCard };
    }
    if (kind === 'declined') return { ok: false, code: 'card_declined', message: SANDBOX_MESSAGES.declined };
    if (kind === 'challenge' && !request.authentication) {
      return { ok: false, code: 'challenge_required', message: SANDBOX_MESSAGES.challenge, challengeReference: `acs_${randomUUID()}` };
    }
    if (!Number.isInteger(request.amount.amount) || request.amount.amount <= 0) {
      return { ok: false, code: 'card_invalid', message: 'The amount must be positive.' };
    }
    const reference = `ch_sandbox_${randomUUID().replace(/-/g, '')}`;
    return { ok: true, reference, brand: BRANDS[kind], last4: SANDBOX_CARDS[kind].slice(-4) };
  }

  async function recorded(attemptKey: string): Promise<ChargeResult | undefined> {
    const [row] = await db.select({ result: sandboxCharges.result }).from(sandboxCharges).where(eq(sandboxCharges.attemptKey, attemptKey));
    return row?.result as ChargeResult | undefined;
  }

  return {
    name: 'sandbox',
    async charge(request) {
      // An authenticated retry is a new attempt at the gateway, as with a confirmed payment intent.
      const attemptKey = request.authentication ? `${request.idempotencyKey}:${request.authentication.challengeReference}` : request.idempotencyKey;
      // Recorded first, looked up only when the attempt was made before: the first answer
      // recorded is everyone's answer, whether the same attempt comes again later or at once.
      const result = attempt(request);
      const row: ChargeRow = {
        attemptKey,
        idempotencyKey: request.idempotencyKey,
        result: result as unknown as Record<string, unknown>,
        reference: result.ok ? result.reference : null,
        amountCents: request.amount.amount,
        refundedAt: null,
        createdAt: clock.now(),
      };
      const inserted = await runStatement(db, recordAttemptStatement, [JSON.stringify([rowToJson(sandboxCharges, row)])]);
      if (inserted.length > 0) return result;
      const winner = await recorded(attemptKey);
      if (!winner) throw new Error(`The sandbox lost attempt ${attemptKey}`);
      return winner;
    },
    async refund(reference) {
      const [row] = await db.select({ refundedAt: sandboxCharges.refundedAt }).from(sandboxCharges).where(eq(sandboxCharges.reference, reference));
      if (!row) throw new Error(`Unknown sandbox charge ${reference}`);
      await db
        .update(sandboxCharges)
        .set({ refundedAt: clock.now() })
        .where(and(eq(sandboxCharges.reference, reference), isNull(sandboxCharges.refundedAt)));
    },
    async findCharge(idempotencyKey) {
      // One key makes at most one successful charge (a challenged card's authenticated retry included).
      const [row] = await db
        .select()
        .from(sandboxCharges)
        .where(and(eq(sandboxCharges.idempotencyKey, idempotencyKey), isNotNull(sandboxCharges.reference)))
        .orderBy(asc(sandboxCharges.createdAt))
        .limit(1);
      if (!row) return null;
      const { reference, amountCents, brand, last4, refunded } = chargeView(row);
      return { reference, amountCents, brand, last4, refunded };
    },
    async listCharges() {
      const rows = await db
        .select()
        .from(sandboxCharges)
        .where(isNotNull(sandboxCharges.reference))
        .orderBy(asc(sandboxCharges.createdAt), asc(sandboxCharges.reference));
      return rows.map(chargeView);
    },
    async tokenise(card): Promise<TokeniseResult> {
      const checked = checkCard(card);
      if (typeof checked !== 'string') return checked;
      // A real gateway verifies a card when it is stored; the decline card fails that check.
      if (checked === 'declined') return { ok: false, code: 'card_declined', message: SANDBOX_MESSAGES.declined };
      const random = randomUUID().replace(/-/g, '').slice(0, 16);
      const expiry = `${String(card.expiryMonth).padStart(2, '0')}${card.expiryYear}`;
      return {
        ok: true,
        token: `tok_sandbox_${checked}_${expiry}_${random}`,
        brand: BRANDS[checked],
        last4: SANDBOX_CARDS[checked].slice(-4),
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
      };
    },
  };
}
