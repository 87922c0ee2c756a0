import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTemplateCards, thumbSrc } from './template-cards';

const bases = { webapp: '/embedded/webapp/', cachedApi: '/embedded/cached-api/' };
const template = (key: string, url: string) => ({ key, label: `Template ${key}`, url, thumb: `imgs/250px/${key}.png` });

afterEach(() => vi.restoreAllMocks());

describe('thumbSrc', () => {
  it('resolves a content thumb against the cached API and keeps absolute ones', () => {
    expect(thumbSrc('imgs/250px/99.png', '/embedded/cached-api/')).toBe('/embedded/cached-api/imgs/250px/99.png');
    expect(thumbSrc('/embedded/cached-api/imgs/250px/99.png', 'https://api.example/')).toBe(
      '/embedded/cached-api/imgs/250px/99.png',
    );
    expect(thumbSrc('https://img.example/250px/1.png', '/x/')).toBe('https://img.example/250px/1.png');
  });
});

describe('buildTemplateCards', () => {
  it('makes a card per template: web-app link with language, engine destination, loadable thumb, key kept', () => {
    const [card] = buildTemplateCards([template('99', 'business-plan-D99')], 'fr', bases, 'test page');
    expect(card).toEqual({
      key: '99',
      label: 'Template 99',
      url: 'business-plan-D99',
      destination: 'doc/business-plan-D99',
      href: '/embedded/webapp/doc/business-plan-D99?lang=fr&lib=fr',
      thumb: '/embedded/cached-api/imgs/250px/99.png',
    });
  });

  it('drops a template whose address is not a web-app path and says where, with the count only; never throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unsafe = [template('a', '//evil.example'), template('b', 'https://x/?ssotoken=secret')];
    const cards = buildTemplateCards([template('1', 'doc-1-D1'), ...unsafe], 'en', bases, 'landing page x');
    expect(cards.map((card) => card.key)).toEqual(['1']);
    expect(warn.mock.calls).toEqual([['landing page x: left out 2 template(s) whose address is not a web-app path']]);
  });

  it('logs nothing when every address is safe', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(buildTemplateCards([template('3', 'nda-D3')], 'en', bases, 'x')).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
  });
});
