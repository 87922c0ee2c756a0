import { describe, expect, it } from 'vitest';
import { landingPreview, templateListProblem } from './documents/landingPage';
import { consentTemplateProblem } from './documents/signupDialog';
import { isLandingLocale, landingPathProblem } from './locales';
import { linkHrefProblem } from './objects/link';

describe('landing addresses', () => {
  it.each(['/docs/', '/docs/free-demo/', '/docs/ab/15.10.24/01/', '/l/f/', '/lp/1200-modelos/', '/lp/ab/23.05.18/01/'])(
    'accepts %s',
    (path) => expect(landingPathProblem(path)).toBeNull(),
  );
  it.each([
    ['', /start and end/],
    ['/', /start and end/],
    ['docs/x/', /start and end/],
    ['/docs/x', /start and end/],
    ['/docs//x/', /Use only letters/],
    ['/docs/-x/', /Use only letters/],
    ['/docs/x./', /Use only letters/],
    ['/docs/é/', /Use only letters/],
    ['/Docs/', /lower-case/],
    ['/fr/docs/demo/', /Leave the language out .* write \/docs\/demo\//],
    [`/${'a'.repeat(130)}/`, /longer than 120/],
  ])('refuses %s', (path, message) => expect(landingPathProblem(path)).toMatch(message));

  it('landing layouts exist in en, fr and es only', () => {
    expect(['en', 'fr', 'es', 'de', 'it', 'pt', 'xx'].map(isLandingLocale)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('content rules', () => {
  it('a page lists no templates or exactly 12', () => {
    expect(templateListProblem(undefined)).toBeNull();
    expect(templateListProblem([])).toBeNull();
    expect(templateListProblem(Array(12).fill({}))).toBeNull();
    expect(templateListProblem(Array(11).fill({}))).toMatch(/exactly 12 \(now 11\)/);
  });

  it('a consent sentence holds its three placeholders', () => {
    expect(consentTemplateProblem('By clicking “{action}”, you agree to our {terms} and {privacy}.')).toBeNull();
    expect(consentTemplateProblem('By clicking {action} you agree to our {terms}.')).toMatch(
      /must contain \{privacy\}/,
    );
  });

  it('a link goes to a site path or a full https address', () => {
    expect(linkHrefProblem('/pricing/plans/')).toBeNull();
    expect(linkHrefProblem('https://example.com/x')).toBeNull();
    expect(linkHrefProblem('mailto:support@paperwise.example')).toBeNull();
    expect(linkHrefProblem('http://example.com')).toMatch(/starting with \//);
    expect(linkHrefProblem('//evil.example')).toMatch(/starting with \//);
    expect(linkHrefProblem('javascript:alert(1)')).toMatch(/starting with \//);
  });
});

describe('landing page preview in the studio', () => {
  it('shows language and path, then dialog and preset', () => {
    expect(
      landingPreview({
        path: '/docs/ab/11.05.24/01/',
        language: 'fr',
        dialogKey: 'v5',
        preset: 'Landing page (standard)',
      }),
    ).toEqual({ title: 'FR /docs/ab/11.05.24/01/', subtitle: 'dialog v5 · Landing page (standard)' });
  });
  it('says when the button is switched off or a choice is missing', () => {
    expect(
      landingPreview({ path: '/lp/ab/23.06.14/01/', language: 'en', dialogKey: 'v5', buttonActive: false }),
    ).toEqual({
      title: 'EN /lp/ab/23.06.14/01/',
      subtitle: 'dialog v5 · no preset · button off',
    });
    expect(landingPreview({})).toEqual({ title: '?? (no address)', subtitle: 'no dialog · no preset' });
  });
});
