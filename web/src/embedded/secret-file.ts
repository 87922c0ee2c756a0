import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A random secret kept in the data folder (mode 600), made at first start so what it signs
 * survives restarts. Created with the exclusive flag: two processes starting together end up
 * reading the same secret. Returns the file's path and its text.
 */
export function readOrCreateSecret(dataDir: string, fileName: string): { file: string; secret: string } {
  const file = join(dataDir, fileName);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  chmodSync(file, 0o600);
  return { file, secret: readFileSync(file, 'utf8').trim() };
}
