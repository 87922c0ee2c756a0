// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import type { Locale } from '@paperwise/schemas/locales';
import { afterEach, describe, expect, it } from 'vitest';
import { blockRenderer, pageOf, sectionOf } from '../shared/test-support';
import { englishNoticeProblem, newsListProblem } from '@paperwise/schemas/blocks/news-list/news-list.schema';
import { NewsList, newsItems } from './NewsList';

afterEach(cleanup);

const article = (id: string, language: Locale, publishedAt: string, title: string) => ({
  _id: id,
  language,
  title,
  path: `/company/newsroom/${id}/`,
  publishedAt,
  summary: `Summary of ${title}.`,
});

// Out of order on purpose: the list sorts them itself.
const ARTICLES = [
  article('cloud-drive', 'en', '2024-04-09', 'Cloud Drive: your documents in one place'),
  article('3000-templates', 'en', '2023-05-16', 'Paperwise passes 3,000 templates'),
  article('trees-planted', 'en', '2025-04-22', '85,000 trees planted'),
];

const block = sectionOf<'newsList'>({
  _key: 'news',
  _type: 'newsList',
  heading: 'Latest news',
  text: 'Articles, newest first.',
  englishNotice: 'Our news is published in English.',
  articles: ARTICLES,
});

describe('NewsList', () => {
  it('lists the articles of the page’s language newest first, with date, title, summary and link', () => {
    const show = blockRenderer(NewsList, block, pageOf('en', 1));
    const { container } = show();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Latest news');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('h3')!.textContent)).toEqual([
      '85,000 trees planted',
      'Cloud Drive: your documents in one place',
      'Paperwise passes 3,000 templates',
    ]);
    const first = items[0]!;
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/company/newsroom/trees-planted/');
    const time = first.querySelector('time')!;
    expect(time.getAttribute('dateTime')).toBe('2025-04-22');
    expect(time.textContent).toBe('April 22, 2025');
    expect(within(first).getByText('Summary of 85,000 trees planted.')).toBeTruthy();
    // English on an English page: no notice, no language marks.
    expect(screen.queryByText('Our news is published in English.')).toBeNull();
    expect(container.querySelector('[lang]')).toBeNull();
  });

  it('lists the English articles, each marked lang="en", after the notice, where the language has none', () => {
    const show = blockRenderer(NewsList, block, pageOf('fr', 1));
    show({ englishNotice: 'Nos actualités sont publiées en anglais.' });
    const notice = screen.getByText('Nos actualités sont publiées en anglais.');
    const list = screen.getByRole('list');
    // The notice comes before the list.
    expect(notice.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('lang'))).toEqual(['en', 'en', 'en']);
    // English articles have no language prefix; the date is the page's language's.
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/company/newsroom/trees-planted/');
    const time = items[0]!.querySelector('time')!;
    expect(time.textContent).toBe('22 avril 2025');
    expect(time.getAttribute('lang')).toBe('fr');
  });

  it('lists a language’s own articles, without notice, when it has some', () => {
    const show = blockRenderer(NewsList, block, pageOf('de', 1));
    show({ articles: [...ARTICLES, article('presse', 'de', '2024-01-10', 'Neuigkeiten auf Deutsch')] });
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('h3')!.textContent)).toEqual(['Neuigkeiten auf Deutsch']);
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/de/company/newsroom/presse/');
    expect(items[0]!.getAttribute('lang')).toBeNull();
    expect(screen.queryByText('Our news is published in English.')).toBeNull();
  });

  it('is the page’s h1 when it opens a page without a hero', () => {
    blockRenderer(NewsList, block, pageOf('en', 0))();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Latest news');
  });

  it('renders nothing when there is no article to list, in the language or in English', () => {
    const show = blockRenderer(NewsList, block, pageOf('fr', 1));
    expect(show({ articles: [] }).container.innerHTML).toBe('');
    cleanup();
    expect(show({ articles: [{ ...ARTICLES[0]!, title: null }] }).container.innerHTML).toBe('');
  });
});

describe('newsItems', () => {
  it('leaves out articles without address, day or title, and orders a shared day by title', () => {
    const { items, inEnglish } = newsItems(
      [
        { ...ARTICLES[0]!, path: '' },
        { ...ARTICLES[1]!, publishedAt: '' },
        { ...ARTICLES[2]!, title: null },
        article('b', 'en', '2024-01-01', 'Beta'),
        article('a', 'en', '2024-01-01', 'Alpha'),
      ],
      'en',
    );
    expect(inEnglish).toBe(false);
    expect(items.map((item) => item.title)).toEqual(['Alpha', 'Beta']);
  });

  it('says when the list falls back to English, and never for English itself', () => {
    expect(newsItems(ARTICLES, 'it').inEnglish).toBe(true);
    expect(newsItems([], 'en')).toEqual({ items: [], inEnglish: false });
  });
});

describe('the news list’s rules', () => {
  it('asks for the notice on a page in another language than English only', () => {
    expect(englishNoticeProblem(undefined, 'fr')).toMatch(/published in English/);
    expect(englishNoticeProblem('  ', 'pt')).toMatch(/published in English/);
    expect(englishNoticeProblem('Nos actualités sont publiées en anglais.', 'fr')).toBeNull();
    expect(englishNoticeProblem(undefined, 'en')).toBeNull();
  });

  it('asks for the heading that names the list', () => {
    expect(newsListProblem({ heading: ' ' })).toMatch(/heading/);
    expect(newsListProblem({ heading: 'Latest news' })).toBeNull();
  });
});
