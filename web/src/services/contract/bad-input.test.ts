import { describe, expect, it } from 'vitest';
import { buyBody } from './buy-helpers';
import { postJson, signupPayload, uniqueEmail } from './harness';
import { harnessForFile } from './harness-for-file';
import { conforms } from './openapi';

/**
 * Malformed input to every service: a 4xx with a short JSON message, never a 5xx, never a stack
 * trace, and nothing stored.
 */
const harness = harnessForFile(process.env);

const userCount = () => harness.services?.userbase().store.countUsers();

async function expectRefused(response: Response, label: string, statuses: number[] = []) {
  expect(response.status, label).toBeGreaterThanOrEqual(400);
  expect(response.status, label).toBeLessThan(500);
  if (statuses.length) expect(statuses, label).toContain(response.status);
  const text = await response.text();
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    const body = JSON.parse(text) as { error?: unknown };
    expect(typeof body.error, label).toBe('string');
    expect((body.error as string).length, label).toBeLessThanOrEqual(200);
  }
  expect(text, label).not.toMatch(/\n\s+at |node_modules|SQLITE|TypeError|ReferenceError/);
}

const MEGABYTE = 1024 * 1024;

const malformed: Array<[string, string]> = [
  ['truncated JSON', '{"Email": "a@b.com", '],
  ['not JSON', 'Email=a@b.com'],
  ['empty body', ''],
  ['a JSON array', '[]'],
  ['JSON null', 'null'],
  ['a JSON string', '"a@b.com"'],
  ['a JSON number', '42'],
  ['invalid UTF-8', '\uFFFD'],
];

describe('POST user/ with bad input', () => {
  const base = () => `${harness.base('userbase')}user/`;
  const valid = () => signupPayload(uniqueEmail('bad'));

  const wrongTypes: Array<[string, Record<string, unknown>]> = [
    ['Email as a number', { Email: 5 }],
    ['AutogeneratePassword as text', { AutogeneratePassword: 'yes' }],
    ['Language as a number', { Language: 7 }],
    ['Password as a number', { AutogeneratePassword: false, Password: 12345678 }],
    ['DocName as an object', { DocName: { label: 'x' } }],
    ['SourceChannel as a list', { SourceChannel: ['a'] }],
    ['IpAddress as a boolean', { IpAddress: true }],
  ];
  const missing = ['Email', 'Language', 'AutogeneratePassword'];
  const badAddresses = [
    'not-an-email',
    'a@',
    '@example.com',
    'a b@example.com',
    'a@example',
    `${'x'.repeat(250)}@example.com`,
  ];
  const controlCharacters: Array<[string, Record<string, unknown>]> = [
    ['NUL in Email', { Email: 'a\u0000b@example.com' }],
    ['BEL in DocName', { DocName: 'Business\u0007Plan' }],
    ['newline in SourceChannel', { SourceChannel: 'news\nletter' }],
    ['tab in CreationPage', { CreationPage: 'www.example.com/\tdocs/' }],
    ['C1 control in SourceGuid', { SourceGuid: 'GA1\u0085' }],
  ];
  const injections: Array<[string, Record<string, unknown>]> = [
    ['SQL in Email', { Email: "' OR 1=1 --@example.com" }],
    ['markup in Email', { Email: '<script>alert(1)</script>@example.com' }],
    ['SQL in IpAddress', { IpAddress: '1.2.3.4; DROP TABLE users' }],
    ['SQL in Language', { Language: "en'; DROP TABLE users; --" }],
    ['script URL as CreationPage', { CreationPage: 'javascript:alert(1)' }],
    ['markup as Device', { Device: '<img src=x onerror=alert(1)>' }],
    ['a password with AutogeneratePassword', { Password: 'letters4and8digits' }],
  ];

  it('refuses malformed JSON', async () => {
    const before = userCount();
    for (const [label, body] of malformed) {
      const init = { method: 'POST', headers: { 'content-type': 'text/plain' }, body } as RequestInit;
      if (label === 'invalid UTF-8') init.body = new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
      await expectRefused(await fetch(base(), init), label, [400]);
    }
    expect(userCount()).toBe(before);
  });

  it('refuses wrong types, missing fields, invalid addresses, control characters and injection strings', async () => {
    const before = userCount();
    for (const [label, change] of wrongTypes)
      await expectRefused(await postJson(base(), { ...valid(), ...change }), label, [400]);
    for (const field of missing) {
      const payload = valid();
      delete payload[field];
      const response = await postJson(base(), payload);
      const copy = response.clone();
      await expectRefused(response, `without ${field}`, [400]);
      expect(((await copy.json()) as { error: string }).error).toBe(`${field}: is required`);
    }
    for (const address of badAddresses)
      await expectRefused(await postJson(base(), { ...valid(), Email: address }), address, [400]);
    for (const [label, change] of [...controlCharacters, ...injections]) {
      await expectRefused(await postJson(base(), { ...valid(), ...change }), label, [400]);
    }
    expect(userCount()).toBe(before);
  });

  it('refuses a 1 MB body with 413, announced or streamed', async () => {
    const before = userCount();
    const huge = JSON.stringify({ ...valid(), DocName: 'x'.repeat(MEGABYTE) });
    await expectRefused(await postJson(base(), huge), '1 MB body', [413]);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(huge));
        controller.close();
      },
    });
    const streamed = await fetch(base(), {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    await expectRefused(streamed, '1 MB streamed body', [413]);
    expect(userCount()).toBe(before);
  });

  it('refuses other media types and methods', async () => {
    await expectRefused(
      await fetch(base(), {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: '--x--',
      }),
      'multipart',
      [415],
    );
    await expectRefused(await fetch(base(), { method: 'DELETE' }), 'DELETE', [405]);
  });

  it.skipIf(!!process.env.CONTRACT_BASE_URL)('stores injection strings in free text verbatim, as data', async () => {
    const email = uniqueEmail("o'brien");
    const docName = "Robert'); DROP TABLE users;-- <b>plan</b>";
    const response = await postJson(base(), signupPayload(email, { DocName: docName, SourceKeyword: '" OR ""="' }));
    expect(response.status).toBe(200);
    const row = harness.services!.userbase().store.userByEmailKey(email.toLowerCase())!;
    expect(row.doc_name).toBe(docName);
    expect(JSON.parse(row.traffic_source).SourceKeyword).toBe('" OR ""="');
    expect(userCount()).toBeGreaterThan(0);
  });
});

describe('the other calls with bad input', () => {
  it('never answers 5xx', async () => {
    const ub = harness.base('userbase');
    const api = harness.base('cached-api');
    const pay = harness.base('paypal');
    const loc = harness.base('location');
    const { ssojwt } = (await (await postJson(`${ub}user/`, signupPayload(uniqueEmail('bearer')))).json()) as {
      ssojwt: string;
    };
    const auth = { authorization: `Bearer ${ssojwt}` };
    const cases: Array<[string, Promise<Response>]> = [
      [
        'ssoValidate malformed JSON',
        fetch(`${ub}auth/ssoValidate/`, { method: 'POST', headers: auth, body: '{"ssojwt": ' }),
      ],
      ['ssoValidate array', postJson(`${ub}auth/ssoValidate/`, [ssojwt], auth)],
      ['ssoValidate no bearer', postJson(`${ub}auth/ssoValidate/`, { ssojwt })],
      ['ssoValidate 1 MB', postJson(`${ub}auth/ssoValidate/`, 'x'.repeat(MEGABYTE), auth)],
      ['account of a SQL string', fetch(`${ub}account/get/${encodeURIComponent("' OR '1'='1")}`, { headers: auth })],
      ['account with a malformed bearer', fetch(`${ub}account/get/x`, { headers: { authorization: 'Bearer' } })],
      ['order by a SQL string', fetch(`${ub}order/${encodeURIComponent("1' OR '1'='1")}`)],
      ['package with a NUL', fetch(`${ub}bib-pkg/basic%00`)],
      ['clickbank empty object', postJson(`${ub}affiliate/clickbank`, {})],
      [
        'clickbank bad e-mail',
        postJson(`${ub}affiliate/clickbank`, { cbreceipt: 'ABC12345', item: 'basic', cemail: 'x' }),
      ],
      [
        'clickbank receipt injection',
        postJson(`${ub}affiliate/clickbank`, { cbreceipt: "1'; --", item: 'basic', cemail: 'a@b.co' }),
      ],
      ['clickbank 1 MB', postJson(`${ub}affiliate/clickbank`, { cbreceipt: 'x'.repeat(MEGABYTE) })],
      ['notify not an object', postJson(`${ub}partner/budgeto/notify/`, '"text"')],
      ['notify 20 KB', postJson(`${ub}partner/budgeto/notify/`, { note: 'x'.repeat(20_000) })],
      ['login wrong types', postJson(`${ub}auth/login/`, { Email: ['a'], Password: 5 })],
      ['search 1000 characters', fetch(`${api}search/${'a'.repeat(1000)}/?language=en`)],
      ['search language markup', fetch(`${api}search/plan/?language=%3Cscript%3E`)],
      ['search huge batch', fetch(`${api}search/plan/?batch=1000000000`)],
      ['top50 maximum words', fetch(`${api}top50/?maximum=all`)],
      ['thumbnail path traversal', fetch(`${api}imgs/250px/..%2F..%2Fetc%2Fpasswd`)],
      ['subscription empty', postJson(`${pay}subscription/`, {})],
      ['subscription unknown action', fetch(`${pay}subscription/I-X/explode`, { method: 'POST' })],
      ['location admin body', postJson(`${loc}admin/fail/`, { fail: 'sure' })],
    ];
    // In-process the service's router refuses it; on the site the proxy does (web/src/path-guard.ts),
    // before Next's router, which would answer a bare 500.
    cases.push(['order with a bad escape', fetch(`${ub}order/%E0%A4%A/`)]);
    for (const [label, pending] of cases) await expectRefused(await pending, label);
  });
});

describe('the web app hand-off with a malformed token', () => {
  const good = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.Zm9yZ2Vk';
  // The query as sent: percent-encoded, so each reaches the stand-in exactly as written here.
  const tokens: Array<[string, string]> = [
    ['an encoded NUL', `${good}%00`],
    ['a NUL alone', '%00'],
    ['an encoded line break', `${good}%0D%0ASet-Cookie%3A%20x%3D1`],
    ['a tab inside', good.replace('.', '%09.')],
    ['a DEL', `${good}%7F`],
    ['a C1 control', `${good}%C2%85`],
    ['an accented letter', `${good}%C3%A9`],
    ['a non-Latin script', '%D1%82%D0%BE%D0%BA%D0%B5%D0%BD.%D1%82%D0%BE.%D0%BA%D0%B5%D0%BD'],
    ['an emoji', `${good}%F0%9F%99%82`],
    ['bytes that are not UTF-8', `${good}%FF%FE`],
    ['a surrogate encoded as UTF-8', `${good}%ED%A0%80`],
    ['an over-long token', `${good}${'a'.repeat(5000)}`],
    ['two parts', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0'],
    ['four parts', `${good}.more`],
    ['an empty part', 'eyJhbGciOiJIUzI1NiJ9..Zm9yZ2Vk'],
    ['markup', '%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
  ];

  it.each(tokens)(
    'answers a token with %s with 401 and the invalid-link page, opening no session',
    async (label, token) => {
      const response = await fetch(`${harness.base('webapp')}sso/?ssotoken=${token}&lang=en&lib=en`, {
        redirect: 'manual',
      });
      expect(response.status, label).toBe(401);
      await conforms('/webapp/sso/', 'get', response.clone());
      expect(response.headers.get('content-type'), label).toMatch(/^text\/html/);
      expect(response.headers.getSetCookie(), label).toEqual([]);
      const page = await response.text();
      expect(page, label).toMatch(/not valid or has expired/);
      expect(page, label).not.toMatch(/\n\s+at |node_modules|TypeError/);
    },
  );

  it('answers a malformed session cookie as no session (401), never 5xx', async () => {
    for (const value of ['%E0%A4%A', '%00', `${good}%C3%A9`]) {
      const response = await fetch(`${harness.base('webapp')}account/`, {
        headers: { cookie: `webapp_session=${value}` },
      });
      expect(response.status, value).toBe(401);
      await conforms('/webapp/account/', 'get', response);
    }
  });
});

describe('POST buy with bad input', () => {
  const url = () => `${harness.base('userbase')}buy/`;
  const valid = () => buyBody(uniqueEmail('badbuy'));
  const key = () => ({ 'Idempotency-Key': crypto.randomUUID() });
  const counts = () => {
    const store = harness.services?.userbase().store;
    return store && { orders: store.countOrders(), licences: store.countLicences(), users: store.countUsers() };
  };

  /** A 4xx `{error, message}` answer as documented, whose message names the problem. */
  async function expectBuyRefused(response: Response, label: string, status: number, message?: RegExp) {
    const copy = response.clone();
    await expectRefused(response, label, [status]);
    const body = (await conforms('/userbase/buy/', 'post', copy)) as { error: string; message: string };
    expect(body.message.length, label).toBeGreaterThan(0);
    if (message) expect(body.message, label).toMatch(message);
  }

  it('refuses malformed JSON, wrong types and control characters with 400, storing nothing', async () => {
    const before = counts();
    for (const [label, body] of malformed) {
      const init = { method: 'POST', headers: { 'content-type': 'text/plain', ...key() }, body } as RequestInit;
      if (label === 'invalid UTF-8') init.body = new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
      await expectBuyRefused(await fetch(url(), init), label, 400);
    }
    const changes: Array<[string, Record<string, unknown>, RegExp]> = [
      ['package as a number', { package: 5 }, /^package: /],
      ['email as a list', { email: ['a@example.com'] }, /^email: /],
      ['card as text', { card: '4242424242424242' }, /^card: /],
      [
        'card number as a number',
        { card: { ...(valid().card as object), number: 4242424242424242 } },
        /^card\.number: /,
      ],
      ['language unknown', { language: 'nl' }, /^language: /],
      ['country lower case', { country: 'us' }, /^country: /],
      ['country unknown', { country: 'XX' }, /^country: /],
      ['state missing for the US', { state: undefined }, /^state: is required/],
      ['phone with letters', { phone: 'call me' }, /^phone: /],
      ['NUL in firstName', { firstName: 'Ada\u0000' }, /^firstName: must not contain control characters/],
      ['newline in lastName', { lastName: 'Love\nlace' }, /^lastName: /],
      ['C1 control in email', { email: 'a\u0085b@example.com' }, /^email: /],
      ['tab in variantId', { variantId: 'pricing\tplans' }, /^variantId: /],
      ['SQL in package', { package: "basic'; DROP TABLE orders; --" }, /^package: /],
      ['unknown package', { package: 'gold' }, /^package: is not a package of this store/],
      ['missing email', { email: undefined }, /^email: is required/],
    ];
    for (const [label, change, message] of changes) {
      await expectBuyRefused(await postJson(url(), { ...valid(), ...change }, key()), label, 400, message);
    }
    expect(counts()).toEqual(before);
  });

  it('refuses an expired card, a number failing the Luhn check and a wrong security code, storing nothing', async () => {
    const before = counts();
    const lastYear = String(new Date().getFullYear() - 1);
    const cards: Array<[string, Record<string, unknown>, RegExp]> = [
      ['expired last year', { expMonth: '12', expYear: lastYear }, /^card\.expYear: the card has expired/],
      ['expired (two-digit year)', { expMonth: '12', expYear: lastYear.slice(2) }, /has expired/],
      ['bad Luhn', { number: '4242424242424243' }, /^card\.number: is not a valid card number/],
      ['too short', { number: '4242' }, /^card\.number: must be 12 to 19 digits/],
      ['letters in the number', { number: '4242abcd42424242' }, /^card\.number: /],
      ['3-digit code on Amex', { number: '378282246310005', cvc: '123' }, /^card\.cvc: must be 4 digits/],
      ['letters in the code', { cvc: 'abc' }, /^card\.cvc: /],
      ['month 0', { expMonth: '0' }, /^card\.expMonth: /],
    ];
    for (const [label, change, message] of cards) {
      const body = { ...valid(), card: { ...(valid().card as object), ...change } };
      await expectBuyRefused(await postJson(url(), body, key()), label, 400, message);
    }
    expect(counts()).toEqual(before);
  });

  it('refuses a 1 MB body with 413 and a missing or malformed Idempotency-Key with 400, storing nothing', async () => {
    const before = counts();
    const huge = JSON.stringify({ ...valid(), firstName: 'x'.repeat(MEGABYTE) });
    await expectBuyRefused(await postJson(url(), huge, key()), '1 MB body', 413);
    await expectBuyRefused(await postJson(url(), valid()), 'no key', 400, /^Idempotency-Key: is required/);
    for (const bad of ['short', 'has space inside', 'x'.repeat(256)]) {
      await expectBuyRefused(
        await postJson(url(), valid(), { 'Idempotency-Key': bad }),
        `key ${bad.slice(0, 20)}`,
        400,
        /^Idempotency-Key: /,
      );
    }
    expect(counts()).toEqual(before);
  });
});
