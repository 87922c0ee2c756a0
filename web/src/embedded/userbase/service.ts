import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import {
  CONTROL_CHARACTERS,
  HttpError,
  bearerToken,
  createRouter,
  json,
  parseJsonBody,
  readJson,
  readText,
  withinLimit,
  type RateLimits,
} from '../http';
import { requestClientAddress } from '../../client-address';
import { transaction } from '../sqlite';
import {
  answerResponse,
  createIdempotency,
  idempotencyKeyOf,
  openIdempotencyStore,
  requestHash,
  type Commit,
  type IdempotencyOptions,
  type StoredAnswer,
} from './idempotency';
import { ORDER_LINK_PARAMETER, createOrderLinks, orderReader } from './order-access';
import { createBuy, type BotCheckVerdict } from './buy';
import { PRICE_LIST_CACHE_CONTROL, findPackage, packageView, productName } from './packages';
import { DEFAULT_SCRYPT_COST, generatePassword, hashPassword, verifyPassword, type ScryptCost } from './passwords';
import { emailKey, parseOr400, signupPayloadSchema, type SignupPayload } from './signup-payload';
import { DuplicateEmailError, openUserStore, type OrderItem, type UserRow } from './store';
import { TokenError, createTokenService, loadSigningKey, type TokenClaims } from './tokens';

export interface UserbaseOptions {
  /** Folder of the SQLite file and the generated signing key. */
  dataDir: string;
  /** HS256 signing secret; when absent a key is generated and kept in dataDir. */
  jwtSecret?: string;
  scryptCost?: ScryptCost;
  /** Lifetime of stored Idempotency-Key answers and the clock (tests). */
  idempotency?: IdempotencyOptions;
  /** How long the slow test card (4000 0000 0000 0077) takes to be charged; 6 s by default. */
  buySlowMs?: number;
  /** Verifies the bot-check token a buy may carry (the bot-check service's siteverify). */
  verifyBotCheck?: (token: string) => Promise<BotCheckVerdict>;
  /** Limits of sign-up and log-in (per client address and per e-mail) and of buy; absent: none. */
  rateLimits?: RateLimits;
}

export const DEFAULT_BUY_SLOW_MS = 6000;

export interface IssuedTokens {
  userId: string;
  jwt: string;
  ssojwt: string;
}

/** The operation Idempotency-Keys belong to: a key is only ever compared with keys of the same call. */
const SIGNUP_SCOPE = 'POST user';
const TOO_MANY_SIGNUPS = 'too many sign-ups; try again later';
const TOO_MANY_LOGINS = 'too many log-in attempts; try again later';

/** The e-mail key of a body's Email field, when it has one (for the per-address limits). */
function emailKeyOf(input: unknown): string | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const email = (input as Record<string, unknown>).Email;
  return typeof email === 'string' && email.trim() ? emailKey(email) : undefined;
}

/** Stands in for {userbase}: accounts, tokens, orders, packages, affiliate and partner calls. */
export function createUserbase(options: UserbaseOptions) {
  const store = openUserStore(join(options.dataDir, 'userbase.sqlite'));
  const signingKey = loadSigningKey(options.dataDir, options.jwtSecret);
  const tokens = createTokenService(signingKey);
  const cost = options.scryptCost ?? DEFAULT_SCRYPT_COST;
  const idempotencyStore = openIdempotencyStore(store.db, options.idempotency);
  const idempotent = createIdempotency(idempotencyStore);
  // Each use of the service's secret gets a key of its own, so no value made for one purpose
  // (a body hash, an order link, a token) can stand in for another.
  const hashKey = subkey(signingKey, 'idempotency request hash');
  const orderLinks = createOrderLinks(subkey(signingKey, 'order link'));
  // One sign-up per address at a time in this process: a concurrent duplicate waits for the
  // first and then gets its 409 without hashing a password for nothing. The unique index
  // still decides between processes.
  const inFlight = new Map<string, Promise<void>>();
  let dummyHash: Promise<string> | undefined;

  async function issueTokens(userId: string): Promise<IssuedTokens> {
    const [jwt, ssojwt] = await Promise.all([tokens.sign(userId, 'access'), tokens.sign(userId, 'sso')]);
    return { userId, jwt, ssojwt };
  }

  /**
   * Creates the account of a new address. `persist` runs inside the transaction that inserts the
   * account (the Idempotency-Key answer is stored there), so both are kept or neither is.
   */
  async function createAccount(
    payload: SignupPayload,
    persist?: (issued: IssuedTokens) => void,
  ): Promise<IssuedTokens> {
    const key = emailKey(payload.Email);
    for (let pending = inFlight.get(key); pending; pending = inFlight.get(key)) await pending;
    if (store.emailExists(key)) throw new DuplicateEmailError('an account with this address exists');
    const work = (async () => {
      const generated = payload.AutogeneratePassword;
      const password = generated ? generatePassword() : payload.Password!;
      const passwordHash = await hashPassword(password, cost);
      const id = randomUUID();
      // Signed before the insert: the tokens need no row, and the answer can be stored with it.
      const issued = await issueTokens(id);
      transaction(store.db, () => {
        store.insertUser({
          id,
          email: payload.Email,
          emailKey: key,
          passwordHash,
          passwordGenerated: generated,
          device: payload.Device,
          ipAddress: payload.IpAddress,
          language: payload.Language,
          docName: payload.DocName,
          creationPage: payload.CreationPage,
          trafficSource: {
            SourceChannel: payload.SourceChannel,
            SourceCampaign: payload.SourceCampaign,
            SourceAdGroup: payload.SourceAdGroup,
            CustomTracking: payload.CustomTracking,
            SourceAccount: payload.SourceAccount,
            SourceKeyword: payload.SourceKeyword,
            SourceQParam: payload.SourceQParam,
            SourceGuid: payload.SourceGuid,
          },
        });
        persist?.(issued);
      });
      return issued;
    })();
    // The guard is released the moment the insert settles, before any waiter resumes (this
    // callback is registered first), so waiters find the row and answer 409.
    const settled: Promise<void> = work.then(
      () => undefined,
      () => undefined,
    );
    inFlight.set(key, settled);
    void settled.then(() => {
      if (inFlight.get(key) === settled) inFlight.delete(key);
    });
    return work;
  }

  /** The account of an address, created with a generated password if it does not exist yet. */
  async function findOrCreateAccount(email: string, language: SignupPayload['Language']): Promise<UserRow> {
    const existing = store.userByEmailKey(emailKey(email));
    if (existing) return existing;
    try {
      const { userId } = await createAccount(
        signupPayloadSchema.parse({ Email: email, AutogeneratePassword: true, Password: null, Language: language }),
      );
      return store.userById(userId)!;
    } catch (error) {
      if (error instanceof DuplicateEmailError) return store.userByEmailKey(emailKey(email))!;
      throw error;
    }
  }

  /**
   * POST user/: answers 200 with the tokens. With a key, what is stored through `commit` is the
   * account's id only; a repeat gets freshly signed tokens for that account (presentSignUp).
   */
  async function signUp(input: unknown, commit?: Commit): Promise<Response> {
    const data = parseOr400(signupPayloadSchema, input);
    try {
      const issued = await createAccount(data, ({ userId }) =>
        commit?.({ status: 200, body: JSON.stringify({ userId }) }),
      );
      return answerResponse(tokensAnswer(issued), false);
    } catch (error) {
      if (error instanceof DuplicateEmailError) throw new HttpError(409, 'an account with this address exists');
      throw error;
    }
  }

  /** A stored sign-up answer ({userId}) as the repeat gets it: new tokens for that account. */
  async function presentSignUp(answer: StoredAnswer, replayed: boolean): Promise<Response> {
    const { userId } = JSON.parse(answer.body) as { userId?: unknown };
    if (typeof userId !== 'string' || !store.userById(userId)) {
      throw new HttpError(409, 'an account with this address exists');
    }
    return answerResponse(tokensAnswer(await issueTokens(userId)), replayed);
  }

  async function verified(token: string | undefined, missing: string): Promise<TokenClaims> {
    if (!token) throw new HttpError(401, missing, { 'www-authenticate': 'Bearer' });
    try {
      const claims = await tokens.verify(token);
      if (!store.userById(claims.sub)) throw new TokenError('the account no longer exists');
      return claims;
    } catch (error) {
      if (error instanceof TokenError) {
        throw new HttpError(401, error.message, { 'www-authenticate': 'Bearer error="invalid_token"' });
      }
      throw error;
    }
  }

  const buy = createBuy({
    store,
    findOrCreateAccount,
    idempotent,
    // The bot-check token is left out: it is single-use, so a payment resumed after a reload
    // carries a new one, and it is still the same payment.
    requestHash: (scope, input) => requestHash(hashKey, scope, withoutBotToken(input)),
    orderLink: (orderId) => orderLinks.sign(orderId),
    verifyBotCheck: options.verifyBotCheck,
    slowMs: options.buySlowMs ?? DEFAULT_BUY_SLOW_MS,
  });

  const limits = options.rateLimits;

  const handler = createRouter([
    [
      'POST',
      'buy',
      async (request) => {
        await withinLimit(
          limits,
          'buy-client',
          requestClientAddress(request.headers),
          'too many payments; try again later',
        );
        return buy(request);
      },
    ],
    [
      'POST',
      'user',
      async (request) => {
        // Both limits are counted before the password is hashed: a refused sign-up costs no scrypt.
        await withinLimit(limits, 'signup-client', requestClientAddress(request.headers), TOO_MANY_SIGNUPS);
        const key = idempotencyKeyOf(request);
        const input = await readJson(request);
        const account = emailKeyOf(input);
        if (account) await withinLimit(limits, 'signup-account', account, TOO_MANY_SIGNUPS);
        if (key === undefined) return signUp(input);
        return idempotent(
          SIGNUP_SCOPE,
          key,
          requestHash(hashKey, SIGNUP_SCOPE, input),
          (commit) => signUp(input, commit),
          presentSignUp,
        );
      },
    ],
    [
      'POST',
      'auth/ssoValidate',
      async (request) => {
        const bearer = await verified(bearerToken(request), 'the Authorization: Bearer header is missing');
        const body = await verified(ssoTokenFromBody(await readText(request)), 'the body holds no ssojwt');
        if (bearer.sub !== body.sub) throw new HttpError(401, 'the bearer and the ssojwt belong to different users');
        return json({ u: { sub: body.sub } });
      },
    ],
    [
      'GET',
      'account/get/:userId',
      async (request, { userId }) => {
        const claims = await verified(bearerToken(request), 'the Authorization: Bearer header is missing');
        if (claims.sub !== userId) throw new HttpError(403, "this token does not open that user's account");
        const user = store.userById(userId!)!;
        return json({ account: { userEmail: user.email, userId: user.id } });
      },
    ],
    [
      'GET',
      'order/:orderId',
      orderReader({
        links: orderLinks,
        order: (orderId) => store.orderByNumber(orderId),
        buyer: async (request) => {
          const token = bearerToken(request);
          return token === undefined ? undefined : (await verified(token, 'no token')).sub;
        },
      }),
    ],
    [
      'GET',
      'bib-pkg/:token',
      (_request, { token }) => {
        const pkg = findPackage(token!);
        if (!pkg) throw new HttpError(404, 'no such package');
        // The price list is the same for everyone and holds nothing personal: any cache may keep it
        // for the hour the site's own pricing pages keep it (every other answer here is no-store).
        return json(packageView(pkg), 200, { 'cache-control': PRICE_LIST_CACHE_CONTROL });
      },
    ],
    [
      'POST',
      'affiliate/clickbank',
      async (request) => {
        const input = await readJson(request);
        const query = parseOr400(clickbankSchema, input);
        const pkg = findPackage(query.item);
        if (!pkg) throw new HttpError(400, 'item: is not a product of this store');
        const receipt = query.cbreceipt.toUpperCase();
        const known = store.orderByReceipt(receipt);
        const user = known ? store.userById(known.user_id)! : await findOrCreateAccount(query.cemail, query.lang);
        const order =
          known ??
          store.insertOrder({
            order_number: `PW-${randomBytes(6).toString('hex').toUpperCase()}`,
            user_id: user.id,
            user_email: user.email,
            currency_code: pkg.currencyCode,
            receipt,
            items: [{ sku: pkg.token, productName: productName(pkg), unitPrice: pkg.total, quantity: 1 }],
          });
        const items = JSON.parse(order.items) as OrderItem[];
        const first = items[0]!;
        return json({
          orderDetails: {
            orderId: order.order_number,
            amount: roundMoney(items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0)),
            sku: first.sku,
            product: first.productName,
            fname: firstName(query.cname),
          },
          userId: user.id,
          [ORDER_LINK_PARAMETER]: orderLinks.sign(order.order_number),
        });
      },
    ],
    [
      'POST',
      'auth/login',
      async (request) => {
        // Counted before the password is checked: a refused attempt costs no scrypt. The account's
        // count is cleared by a success, so only failures lock an address.
        await withinLimit(limits, 'login-client', requestClientAddress(request.headers), TOO_MANY_LOGINS);
        const input = await readJson(request);
        const data = parseOr400(loginSchema, input);
        const account = emailKey(data.Email);
        await withinLimit(limits, 'login-account', account, TOO_MANY_LOGINS);
        const user = store.userByEmailKey(account);
        // An unknown address costs as much time as a wrong password: no account probing by timing.
        dummyHash ??= hashPassword(generatePassword(), cost);
        const ok = await verifyPassword(data.Password, user?.password_hash ?? (await dummyHash));
        if (!user || !ok) throw new HttpError(401, 'wrong e-mail address or password');
        await limits?.('login-account').reset(account);
        const { jwt, ssojwt } = await issueTokens(user.id);
        return json({ jwt, ssojwt });
      },
    ],
  ]);

  return {
    handler,
    store,
    tokens,
    idempotencyStore,
    createAccount,
    issueTokens,
    close: () => store.close(),
  };
}

export type Userbase = ReturnType<typeof createUserbase>;

/**
 * The ssojwt of an ssoValidate body: `{"ssojwt": "..."}` (what the site sends), a JSON string,
 * or the bare token as text.
 */
export function ssoTokenFromBody(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  let value: unknown = trimmed;
  if (/^[{"]/.test(trimmed)) {
    value = parseJsonBody(trimmed);
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    value = record.ssojwt ?? record.token;
  }
  if (typeof value !== 'string' || !/^[\w-]+\.[\w-]+\.[\w-]+$/.test(value)) return undefined;
  return value;
}

/** A buy body without its bot-check token, for comparing repeats of one payment. */
function withoutBotToken(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const { captchaToken: _token, ...rest } = input as Record<string, unknown>;
  return rest;
}

/** The sign-up answer, built the same way for the first answer and the stored one: a replay is byte-identical. */
function tokensAnswer({ jwt, ssojwt }: IssuedTokens): StoredAnswer {
  return { status: 200, body: JSON.stringify({ jwt, ssojwt }) };
}

/** A key for one use of the service's secret: HMAC of the purpose's name. */
function subkey(secret: Uint8Array, purpose: string): Buffer {
  return createHmac('sha256', secret).update(purpose).digest();
}

function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}

function firstName(name: string | undefined): string {
  return name?.trim().split(/\s+/)[0] ?? '';
}

const plainText = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), 'must not contain control characters');

/**
 * The affiliate-retailer landing query (ClickBank's thank-you parameters) as the site posts it:
 * cbreceipt and item identify the sale, cemail and cname the buyer. Other fields are ignored.
 */
const clickbankSchema = z.object({
  cbreceipt: z.string().regex(/^[A-Za-z0-9]{6,24}$/, 'must be a receipt number (6 to 24 letters and digits)'),
  item: plainText(64),
  cemail: plainText(254)
    .transform((value) => value.trim())
    .pipe(z.email('must be a valid e-mail address')),
  cname: plainText(200).optional(),
  lang: z.enum(['en', 'de', 'es', 'fr', 'it', 'pt']).default('en'),
});

const loginSchema = z.object({
  Email: plainText(254)
    .transform((value) => value.trim())
    .pipe(z.email('must be a valid e-mail address')),
  Password: z.string().min(1, 'is required').max(1024, 'must be at most 1024 characters'),
});
