import { describe, expect, it } from 'vitest';
import {
  documentIdProblem,
  isSanityPrivateId,
  landingPageId,
  landingSlugForPath,
  perLanguageDocumentId,
  readableId,
  signupDialogId,
} from './ids';
import { legalDocumentId, parseLegalDocumentId } from './documents/legalDocument.rules';

describe('readable document ids never contain a dot', () => {
  it('builds the id of each kind of document', () => {
    expect(perLanguageDocumentId('navigation', 'fr')).toBe('navigation-fr');
    expect(signupDialogId('es', 'password')).toBe('signupDialog-es-password');
    expect(landingPageId('fr', '/docs/demo/')).toBe('landingPage-fr-docs-demo');
    expect(legalDocumentId('termsOfUse', 'de')).toBe('legalDocument-termsOfUse-de');
  });

  it('turns the dots of a dated A/B address into dashes', () => {
    expect(landingSlugForPath('/docs/ab/15.10.24/01/')).toBe('docs-ab-15-10-24-01');
    expect(landingPageId('en', '/lp/ab/23.05.18/01/')).toBe('landingPage-en-lp-ab-23-05-18-01');
    expect(readableId('a.b', 'c')).toBe('a-b-c');
  });

  it('reads kind and language back from a legal id, its draft and its release version only', () => {
    expect(parseLegalDocumentId('legalDocument-eula-fr')).toEqual({ documentType: 'eula', language: 'fr' });
    expect(parseLegalDocumentId('drafts.legalDocument-eula-fr')).toEqual({ documentType: 'eula', language: 'fr' });
    // The old dotted form is no longer a readable legal id: content:validate refuses it.
    expect(parseLegalDocumentId('legalDocument.eula.fr')).toBeNull();
  });
});

describe('documentIdProblem', () => {
  it.each(['siteSettings', 'landingPage-en-docs-ab-11-05-24-01', 'legalDocument-eula-fr', '3f1c2b9e-uuid-like'])(
    'accepts %s',
    (id) => expect(documentIdProblem(id)).toBeNull(),
  );

  it('refuses a dot anywhere, naming the private path and suggesting the dashed id', () => {
    const message = documentIdProblem('landingPage.en.docs-ab-11.05.24-01');
    expect(message).toMatch(/^contains a dot: .*private path, readable only with a token/);
    expect(message).toContain('e.g. landingPage-en-docs-ab-11-05-24-01');
    expect(documentIdProblem('siteSettings.')).toMatch(/^contains a dot/);
  });

  it.each([
    ['drafts.signupDialog-en-v1', /^is a draft/],
    ['versions.spring.signupDialog-en-v1', /^is a release version/],
    ['_.groups.public', /^is a Sanity system document/],
  ])('refuses Sanity’s own private id %s: the bundle holds published documents only', (id, kind) => {
    expect(documentIdProblem(id)).toMatch(kind);
    expect(documentIdProblem(id)).toContain('the bundle holds published documents only');
    expect(isSanityPrivateId(id)).toBe(true);
  });

  it('a published id with a dot is not one of Sanity’s private kinds', () => {
    expect(isSanityPrivateId('footer.de')).toBe(false);
    expect(isSanityPrivateId('draftsfooter')).toBe(false);
  });
});
