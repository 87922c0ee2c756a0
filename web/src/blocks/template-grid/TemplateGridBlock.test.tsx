// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import type { ButtonHTMLAttributes } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageOf, sectionOf, serverBlockRenderer } from '../shared/test-support';
import { TemplateGridBlock } from './TemplateGridBlock';

vi.mock('@/components/signup', () => ({
  SignupTrigger: ({ url, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { url?: string }) => (
    <button type="button" data-engine-url={url} {...rest} />
  ),
}));
const search = vi.fn();
vi.mock('@/services/template-search', () => ({ searchTemplates: (...args: unknown[]) => search(...args) }));

afterEach(() => {
  cleanup();
  search.mockReset();
  vi.restoreAllMocks();
});

const entry = (id: number, label: string) => ({
  _key: `k${id}`,
  templateId: id,
  label,
  url: `${label.toLowerCase().replace(/ /g, '-')}-D${id}`,
  thumb: `imgs/250px/${id}.png`,
  search: '/search/?t=x',
});

const grid = sectionOf<'templateGrid'>({
  _key: 'grid',
  _type: 'templateGrid',
  heading: 'Pick one of {templates}',
  text: null,
  source: 'page',
  keyword: null,
  templates: null,
});
const page = pageOf('en', 1, { pageTemplates: [entry(99, 'Business Plan'), entry(104, 'Mutual NDA')] });
const show = serverBlockRenderer(TemplateGridBlock, grid, page);

describe('TemplateGridBlock', () => {
  it('shows the page’s templates under its heading, as links to the web app where the page has no engine', async () => {
    await show();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Pick one of 3,000+');
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Business Plan', 'Mutual NDA']);
    expect(links[0]!.getAttribute('href')).toMatch(/doc\/business-plan-D99\?lang=en&lib=en$/);
  });

  it('on a page with the engine, each card opens it with the template as destination', async () => {
    await show({}, { signup: true });
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('data-engine-url'))).toEqual([
      'business-plan-D99',
      'mutual-nda-D104',
    ]);
  });

  it('shows a chosen list; drops a card whose address is not a web-app path', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const templates = [entry(1, 'Lease'), { ...entry(2, 'Bad'), url: '//evil.example' }];
    await show({ source: 'list', templates });
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Lease']);
  });

  it('shows a search’s results, and the language’s defaults when the search fails', async () => {
    search.mockResolvedValueOnce({ documents: [{ label: 'Lease', url: 'lease-D7', thumb: 'imgs/250px/7.png' }] });
    await show({ source: 'search', keyword: 'lease' });
    expect(search).toHaveBeenCalledWith('lease', 'en', 'business-and-legal-documents');
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Lease']);
    cleanup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    search.mockRejectedValueOnce(new Error('down'));
    await show({ source: 'search', keyword: 'lease' });
    expect(screen.getAllByRole('link')).toHaveLength(12);
  });
});
