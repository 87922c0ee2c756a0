import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('accepts an empty environment: bundled content, embedded services', () => {
    const env = parseEnv({});
    expect(env.SANITY_PROJECT_ID).toBeUndefined();
    expect(env.SANITY_API_VERSION).toBe('2025-09-01');
  });

  it('treats blank values as unset', () => {
    expect(parseEnv({ USERBASE_URL: '  ' }).USERBASE_URL).toBeUndefined();
  });

  it('refuses a project id without a dataset, naming the variable', () => {
    expect(() => parseEnv({ SANITY_PROJECT_ID: 'abc123' })).toThrow(
      /SANITY_DATASET: SANITY_PROJECT_ID and SANITY_DATASET go together/,
    );
  });

  it('refuses malformed values with a readable message', () => {
    expect(() => parseEnv({ USERBASE_URL: 'not a url' })).toThrow(/USERBASE_URL: must be an absolute http\(s\) URL/);
    expect(() => parseEnv({ SANITY_PROJECT_ID: 'Bad Id!', SANITY_DATASET: 'production' })).toThrow(
      /SANITY_PROJECT_ID: must be a Sanity project id/,
    );
    expect(() => parseEnv({ SANITY_API_VERSION: 'v1' })).toThrow(/SANITY_API_VERSION/);
  });
});
