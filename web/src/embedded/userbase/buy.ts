import { createHash, randomBytes, randomUUID } from 'node:crypto';
import cardValidator from 'card-validator';
import { countries } from 'countries-list';
import { z } from 'zod';
import { CONTROL_CHARACTERS, HttpError, json, readJson } from '../http';
import { transaction } from '../sqlite';
import { answerResponse, idempotencyKeyOf, type Commit, type Present, type StoredAnswer } from './idempotency';
import { ORDER_LINK_PARAMETER } from './order-access';
import { findPackage, partnerOf, productName, type PricingPackage } from './packages';
import { LANGUAGES, describeIssues, emailKey } from './signup-payload';
import type { UserRow, UserStore } from './store';

/**
 * POST buy: a card payment for one package. The card is checked (number, brand, security code,
 * expiry) and "charged" by the test-card rules below; a success finds or creates the buyer's
 * account and stores the order, an active licence and the payment (card brand and last four
 * digits only) in one transaction, together with the Idempotency-Key's answer and, for a partner's
 * product, the notice to the partner. The stored answer holds no link: each answer (the first and
 * every replay) gets a fresh signed link to the order (`orderToken`).
 */

/** Countries whose addresses need a state or province code. */
export const STATE_COUNTRIES = ['US', 'CA', 'AU', 'BR', 'IN', 'MX'] as const;

/** The buy answer's error names, by HTTP status. */
const ERROR_NAMES: Record<number, string> = {
  400: 'badRequest',
  402: 'paymentNotReceived',
  403: 'botCheckFailed',
  409: 'licenseExist',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  422: 'idempotencyKeyReused',
  502: 'buyAPIError',
};

/** A refused or failed buy: `{error: <name>, message, ...extra}` with its status. */
export class BuyError extends HttpError {
  constructor(
    status: number,
    message: string,
    readonly extra: Record<string, string> = {},
  ) {
    super(status, message);
  }
}

const plain = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), 'must not contain control characters');

const required = (max: number) =>
  plain(max)
    .transform((value) => value.trim())
    .pipe(z.string().min(1, 'must not be empty'));

/** Absent, null or blank: absent. */
const optionalToken = (pattern: RegExp, rule: string, max: number) =>
  z
    .union([plain(max), z.null()])
    .optional()
    .transform((value) => (value == null || value.trim() === '' ? undefined : value.trim()))
    .pipe(z.string().regex(pattern, rule).optional());

const digits = (rule: string, pattern: RegExp) => z.string({ error: 'must be a string' }).regex(pattern, rule);

const cardSchema = z.object(
  {
    // Spaces and dashes between the digit groups are allowed, as people type them.
    number: z
      .string({ error: 'must be a string' })
      .max(40, 'must be 12 to 19 digits')
      .transform((value) => value.replace(/[ -]/g, ''))
      .pipe(z.string().regex(/^\d{12,19}$/, 'must be 12 to 19 digits')),
    cvc: digits('must be 3 or 4 digits', /^\d{3,4}$/),
    expMonth: digits('must be a month from 01 to 12', /^(0?[1-9]|1[0-2])$/),
    expYear: digits('must be a year such as 2029', /^(\d{2}|\d{4})$/),
  },
  { error: 'must be an object with number, cvc, expMonth and expYear' },
);

export const buyPayloadSchema = z
  .object({
    package: z.string({ error: 'must be a package token such as basic' }).max(64, 'must be at most 64 characters'),
    email: plain(254)
      .transform((value) => value.trim())
      .pipe(z.email('must be a valid e-mail address')),
    firstName: required(100),
    lastName: required(100),
    phone: required(40).pipe(
      z
        .string()
        .regex(/^\+?[\d ().-]{4,30}$/, 'must be a telephone number (digits, spaces, + ( ) . -)')
        .refine((value) => (value.match(/\d/g) ?? []).length >= 4, 'must have at least 4 digits'),
    ),
    country: z
      .string({ error: 'must be a two-letter country code such as US' })
      .regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as US')
      .refine((code) => Object.hasOwn(countries, code), 'is not a known country code'),
    state: z.union([plain(8), z.null()]).optional(),
    card: cardSchema,
    language: z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(', ')}` }),
    variantId: optionalToken(/^[\w.:-]{1,100}$/, 'must be letters, digits, _ . : or -', 100),
    eftid: optionalToken(/^[\x21-\x7e]{1,200}$/, 'must be visible ASCII characters without spaces', 200),
    captchaToken: z
      .union([z.string().max(4096, 'must be at most 4096 characters'), z.null()])
      .optional()
      .transform((value) => (value ? value : undefined)),
  })
  .superRefine((payload, ctx) => {
    if (!findPackage(payload.package)) {
      ctx.addIssue({ code: 'custom', path: ['package'], message: 'is not a package of this store' });
    }
    if ((STATE_COUNTRIES as readonly string[]).includes(payload.country)) {
      const state = payload.state?.trim();
      if (!state) ctx.addIssue({ code: 'custom', path: ['state'], message: `is required for ${payload.country}` });
      else if (stateCode(payload.country, state) === undefined) {
        ctx.addIssue({ code: 'custom', path: ['state'], message: 'must be a state or province code such as CA' });
      }
    }
  })
  .transform((payload) => ({
    ...payload,
    // Countries without states: whatever came is not kept.
    state: (STATE_COUNTRIES as readonly string[]).includes(payload.country)
      ? stateCode(payload.country, payload.state!.trim())!
      : null,
  }));

/** The subdivision part of a state code, written either 'CA' or 'US-CA', in capitals; undefined if malformed. */
function stateCode(country: string, value: string): string | undefined {
  const upper = value.toUpperCase();
  const code = upper.startsWith(`${country}-`) ? upper.slice(country.length + 1) : upper;
  return /^[A-Z0-9]{1,3}$/.test(code) ? code : undefined;
}

export type BuyPayload = z.output<typeof buyPayloadSchema>;

export interface CheckedCard {
  /** visa, mastercard, amex, discover, diners, jcb, unionpay, maestro, ... */
  brand: string;
  last4: string;
}

const BRAND_NAMES: Record<string, string> = { 'american-express': 'amex', 'diners-club': 'diners' };

/**
 * The card's rules, all by card-validator: a number of a known brand passing the Luhn check, a
 * security code of that brand's length, a month and year not in the past. A 400 names the field.
 */
export function checkCard(card: BuyPayload['card']): CheckedCard {
  const number = cardValidator.number(card.number);
  if (!number.isValid || !number.card) throw new BuyError(400, 'card.number: is not a valid card number');
  const size = number.card.code.size;
  if (!cardValidator.cvv(card.cvc, size).isValid) {
    throw new BuyError(400, `card.cvc: must be ${size} digits for this card`);
  }
  if (!cardValidator.expirationMonth(card.expMonth).isValid) {
    throw new BuyError(400, 'card.expMonth: must be a month from 01 to 12');
  }
  const year = cardValidator.expirationYear(card.expYear);
  if (!year.isValid) {
    const full = card.expYear.length === 2 ? 2000 + Number(card.expYear) : Number(card.expYear);
    throw new BuyError(
      400,
      full < new Date().getFullYear() ? 'card.expYear: the card has expired' : 'card.expYear: is too far in the future',
    );
  }
  if (!cardValidator.expirationDate({ month: card.expMonth, year: card.expYear }).isValid) {
    throw new BuyError(400, 'card.expMonth: the card has expired');
  }
  const type = number.card.type;
  return { brand: BRAND_NAMES[type] ?? type, last4: card.number.slice(-4) };
}

/** What the payment processor does with a card: the test cards' fixed outcomes, else approval. */
export type ChargeOutcome = 'approved' | 'declined' | 'processorError' | 'slow';

export const TEST_CARDS: Readonly<Record<string, ChargeOutcome>> = {
  '4000000000000002': 'declined',
  '4000000000000119': 'processorError',
  '4000000000000077': 'slow',
};

export function chargeOutcome(number: string): ChargeOutcome {
  return TEST_CARDS[number] ?? 'approved';
}

export interface BotCheckVerdict {
  success: boolean;
  score?: number;
}

/** Scores below this are taken for a bot. */
export const BOT_SCORE_THRESHOLD = 0.5;
/** How long a verified token stays good for the retries of its payment attempt (the token's own lifetime). */
const BOT_VERDICT_MS = 2 * 60 * 1000;

export interface BuyDependencies {
  store: UserStore;
  findOrCreateAccount(email: string, language: BuyPayload['language']): Promise<UserRow>;
  /** Runs the work once per Idempotency-Key (createIdempotency's runner). */
  idempotent(
    scope: string,
    key: string,
    hash: string,
    work: (commit: Commit) => Promise<Response>,
    present: Present,
  ): Promise<Response>;
  /** The request's comparison hash (keyed: the body holds a card number). */
  requestHash(scope: string, input: unknown): string;
  /** A short-lived signed link to the order, for the thank-you page to read it with. */
  orderLink(orderId: string): string;
  /** Verifies a bot-check token; absent, any token is refused. */
  verifyBotCheck?: (token: string) => Promise<BotCheckVerdict>;
  /** How long the slow test card takes. */
  slowMs: number;
  now?: () => Date;
}

const BUY_SCOPE = 'POST buy';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The POST buy route handler. */
export function createBuy(deps: BuyDependencies) {
  const now = deps.now ?? (() => new Date());
  const { store } = deps;
  // One buy per address at a time in this process: a second one waits and then meets the
  // licence the first created (409) instead of being charged too. The transaction's own check
  // still decides between processes.
  const perAddress = new Map<string, Promise<void>>();

  async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = perAddress.get(key) ?? Promise.resolve();
    let release = () => {};
    const mine = previous.then(() => new Promise<void>((resolve) => (release = resolve)));
    perAddress.set(key, mine);
    await previous;
    try {
      return await work();
    } finally {
      release();
      if (perAddress.get(key) === mine) perAddress.delete(key);
    }
  }

  // A token is accepted once by the bot check, but one payment attempt may be retried with its
  // Idempotency-Key after a failure (a processor error): the verdict is kept for that key and
  // token for the token's lifetime, so the retry is not refused for reusing its own token.
  const verdicts = new Map<string, { verdict: BotCheckVerdict; until: number }>();

  async function verdictFor(token: string, key: string): Promise<BotCheckVerdict> {
    const at = now().getTime();
    for (const [id, entry] of verdicts) if (entry.until < at) verdicts.delete(id);
    const id = createHash('sha256').update(`${key}\n${token}`).digest('hex');
    const known = verdicts.get(id);
    if (known) return known.verdict;
    if (!deps.verifyBotCheck) throw new BuyError(403, 'captchaToken: the bot check is not available here');
    const verdict = await deps.verifyBotCheck(token);
    if (verdict.success) verdicts.set(id, { verdict, until: at + BOT_VERDICT_MS });
    return verdict;
  }

  async function checkBot(token: string | undefined, key: string): Promise<void> {
    if (token === undefined) return;
    let verdict: BotCheckVerdict;
    try {
      verdict = await verdictFor(token, key);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new BuyError(502, 'the bot check could not be reached; please try again');
    }
    if (!verdict.success) throw new BuyError(403, 'captchaToken: the bot check token is not valid or has expired');
    if ((verdict.score ?? 0) < BOT_SCORE_THRESHOLD) {
      throw new BuyError(403, 'captchaToken: the bot check did not pass; please try again');
    }
  }

  function licenceExists(email: string): BuyError {
    return new BuyError(409, `An active license already exists for ${email}.`, { emailId: email });
  }

  async function buy(input: unknown, idempotencyKey: string, commit: Commit): Promise<Response> {
    const parsed = buyPayloadSchema.safeParse(input);
    if (!parsed.success) throw new BuyError(400, describeIssues(parsed.error, input));
    const data = parsed.data;
    const pkg = findPackage(data.package)!;
    const card = checkCard(data.card);
    await checkBot(data.captchaToken, idempotencyKey);
    const key = emailKey(data.email);
    return oneAtATime(key, async () => {
      if (store.activeLicence(key, now())) throw licenceExists(data.email);
      const outcome = chargeOutcome(data.card.number);
      if (outcome === 'declined') {
        throw new BuyError(402, 'The card was declined. Please use another card or payment method.');
      }
      if (outcome === 'processorError') {
        throw new BuyError(502, 'The payment processor could not be reached. Please try again in a moment.');
      }
      if (outcome === 'slow') await sleep(deps.slowMs);
      const user = await deps.findOrCreateAccount(data.email, data.language);
      const answer = transaction(store.db, () => {
        const at = now();
        if (store.activeLicence(key, at)) throw licenceExists(data.email);
        const stored = recordPurchase(store, user, pkg, data, card, at);
        commit(stored);
        return stored;
      });
      return present(answer, false);
    });
  }

  /** The stored answer with a fresh signed link to its order. */
  function present(answer: StoredAnswer, replayed: boolean): Response {
    const body = JSON.parse(answer.body) as { orderId: string };
    const linked = { ...body, [ORDER_LINK_PARAMETER]: deps.orderLink(body.orderId) };
    return answerResponse({ status: answer.status, body: JSON.stringify(linked) }, replayed);
  }

  /** POST buy: the Idempotency-Key is required; every refusal is `{error, message}`. */
  return async function handle(request: Request): Promise<Response> {
    try {
      const key = idempotencyKeyOf(request);
      if (key === undefined) {
        throw new BuyError(400, 'Idempotency-Key: is required (one key per payment attempt, such as a UUID)');
      }
      const input = await readJson(request);
      return await deps.idempotent(
        BUY_SCOPE,
        key,
        deps.requestHash(BUY_SCOPE, input),
        (commit) => buy(input, key, commit),
        present,
      );
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const extra = error instanceof BuyError ? error.extra : {};
      return json(
        { error: ERROR_NAMES[error.status] ?? 'badRequest', message: error.message, ...extra },
        error.status,
        error.headers,
      );
    }
  };
}

/** Stores the order, the licence and the payment; answers the 200 body. Inside the caller's transaction. */
function recordPurchase(
  store: UserStore,
  user: UserRow,
  pkg: PricingPackage,
  data: BuyPayload,
  card: CheckedCard,
  at: Date,
): StoredAnswer {
  const orderNumber = `PW-${randomBytes(6).toString('hex').toUpperCase()}`;
  const licenceId = `LIC-${randomUUID()}`;
  store.insertOrderRow({
    order_number: orderNumber,
    user_id: user.id,
    user_email: user.email,
    currency_code: pkg.currencyCode,
    receipt: null,
    items: [{ sku: pkg.token, productName: productName(pkg), unitPrice: pkg.total, quantity: 1 }],
  });
  store.insertLicence({
    id: licenceId,
    user_id: user.id,
    email_key: user.email_key,
    package: pkg.token,
    order_number: orderNumber,
    status: 'active',
    created_at: at.toISOString(),
    expires_at: addMonths(at, pkg.months).toISOString(),
  });
  store.insertPayment({
    order_number: orderNumber,
    card_brand: card.brand,
    card_last4: card.last4,
    amount: pkg.total,
    currency_code: pkg.currencyCode,
    first_name: data.firstName,
    last_name: data.lastName,
    phone: data.phone,
    country: data.country,
    state: data.state,
    language: data.language,
    variant_id: data.variantId ?? null,
    eftid: data.eftid ?? null,
    created_at: at.toISOString(),
  });
  // The partner whose product this is hears of the sale from here, server to server, once: the
  // notice is kept with the order it reports (the browser never sends it).
  const partner = partnerOf(pkg);
  if (partner) {
    store.insertNotification(
      partner,
      JSON.stringify({
        event: 'purchase',
        orderId: orderNumber,
        userEmail: user.email,
        sku: pkg.token,
        amount: pkg.total,
        currency: pkg.currencyCode,
        language: data.language,
      }),
    );
  }
  return {
    status: 200,
    body: JSON.stringify({
      orderId: orderNumber,
      licenseId: licenceId,
      package: pkg.token,
      amount: pkg.total,
      currencyCode: pkg.currencyCode,
      card,
    }),
  };
}

/** The same day `months` later (the last day of a shorter month when it has no such day). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const last = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, last));
  return result;
}
