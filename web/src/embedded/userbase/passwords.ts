import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (node:crypto, run on libuv's thread pool so the event loop stays
 * free). The stored form carries its own parameters, so raising the cost later keeps old hashes
 * verifiable: `scrypt$ln=15,r=8,p=1$<salt>$<hash>` (base64url).
 */
export interface ScryptCost {
  /** log2 of N, the CPU/memory cost: 15 means N = 32768, 32 MiB per hash with r = 8. */
  logN: number;
  r: number;
  p: number;
}

export const DEFAULT_SCRYPT_COST: ScryptCost = { logN: 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const N = 2 ** cost.logN;
  const options: ScryptOptions = { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, cost);
  return `scrypt$ln=${cost.logN},r=${cost.r},p=${cost.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = /^scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(stored);
  if (!match) return false;
  const cost = { logN: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  const expected = Buffer.from(match[5]!, 'base64url');
  const key = await derive(password, Buffer.from(match[4]!, 'base64url'), cost);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** The site's rule, the same as the password dialog's: at least 8 characters, a letter and a digit. */
export function passwordRuleError(password: string): string | undefined {
  if (password.length < 8) return 'the password must be 8 characters or more';
  if (password.length > 128) return 'the password must be 128 characters or fewer';
  if (!/\p{L}/u.test(password)) return 'the password must contain a letter';
  if (!/\p{Nd}/u.test(password)) return 'the password must contain a digit';
  return undefined;
}

/**
 * A generated password: 24 characters from 18 random bytes (144 bits), redrawn until it also
 * passes the site's rule, so it works wherever a typed password would.
 */
export function generatePassword(): string {
  for (;;) {
    const candidate = randomBytes(18).toString('base64url');
    if (!passwordRuleError(candidate)) return candidate;
  }
}
