import { describe, expect, it } from 'vitest';
import { signupPayloadSchema } from '@/embedded/userbase/signup-payload';
import { buildAccountPayload } from '@/engine/payload';

/**
 * The engine's sign-up body against the userbase's own check: whatever a visitor's page and traffic
 * source hold, the payload the engine builds is one the service accepts.
 */
describe("the userbase's own check", () => {
  it('accepts the payload built from the most hostile inputs', () => {
    const payload = buildAccountPayload({
      email: '  ada@example.com ',
      password: null,
      sendDevice: true,
      device: 'mobile',
      locale: 'es',
      host: 'www.paperwise.test',
      docName: `\u0000${'d'.repeat(1000)}`,
      path: `/${'p'.repeat(3000)}`,
      ipAddress: 'not an address',
      trafficSource: {
        SourceChannel: 'x'.repeat(600),
        SourceCampaign: 'spring\nsale',
        SourceAdGroup: '\u0085'.repeat(10),
        CustomTracking: `\t${'c'.repeat(501)}`,
        SourceAccount: 'a\u007fb',
        SourceKeyword: 'k'.repeat(10_000),
        SourceQParam: 'k'.repeat(10_000),
        SourceGuid: '1.2',
      },
    });
    const result = signupPayloadSchema.safeParse(payload);
    expect(result.error?.issues ?? []).toEqual([]);
  });
});
