// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { blockRenderer, pageOf, sectionOf } from '../shared/test-support';
import type { SectionOf } from '../types';
import { RichText } from './RichText';
import { heading, link, paragraph, span } from '@/testing/portable-text';

afterEach(cleanup);

type Body = NonNullable<SectionOf<'richText'>['body']>;

const body: Body = [
  paragraph(
    'intro',
    [
      span('Paperwise brings '),
      span('{templates} business templates', ['strong']),
      span(' and the tools to run your company '),
      span('in one place', ['em']),
      span('. See the '),
      span('plans', ['plans']),
      span(' or read the '),
      span('security overview', ['security']),
      span('.'),
    ],
    { markDefs: [link('plans', '/pricing/plans/'), link('security', 'https://trust.paperwise.example/')] },
  ),
  heading('modules', 'h3', [span('What the toolkit holds')]),
  paragraph('b1', [span('Dashboard and Business AI')], { listItem: 'bullet', level: 1 }),
  paragraph('b2', [span('Cloud Drive with 20 to 200 GB')], { listItem: 'bullet', level: 1 }),
  paragraph('n1', [span('Pick a template')], { listItem: 'number', level: 1 }),
  paragraph('n2', [span('Keep it in your Cloud Drive')], { listItem: 'number', level: 1 }),
];

const block = sectionOf<'richText'>({
  _key: 'about',
  _type: 'richText',
  heading: 'Why {templates} templates?',
  body,
});
const show = blockRenderer(RichText, block, pageOf('fr', 1));

describe('RichText', () => {
  it('renders its heading, paragraphs, subheadings, lists and marks with {templates} filled', () => {
    const { container } = show();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Why 1 300 templates?');
    expect(screen.getByRole('region', { name: 'Why 1 300 templates?' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('What the toolkit holds');
    expect(container.querySelector('strong')!.textContent).toBe('1 300 business templates');
    expect(container.querySelector('em')!.textContent).toBe('in one place');
    expect([...container.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual([
      'Dashboard and Business AI',
      'Cloud Drive with 20 to 200 GB',
    ]);
    expect([...container.querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual([
      'Pick a template',
      'Keep it in your Cloud Drive',
    ]);
  });

  it('links a site path in the page’s language and an https address as written', () => {
    show();
    expect(screen.getByRole('link', { name: 'plans' }).getAttribute('href')).toBe('/fr/pricing/plans/');
    expect(screen.getByRole('link', { name: 'security overview' }).getAttribute('href')).toBe(
      'https://trust.paperwise.example/',
    );
  });

  it('shows a link the site does not accept as plain text, and writes no HTML from the content', () => {
    const unsafe: Body = [
      paragraph(
        'p',
        [span('Click '), span('here', ['bad']), span(' or '), span('there', ['empty']), span('<b>x</b>')],
        {
          markDefs: [link('bad', 'javascript:alert(1)'), link('empty', '')],
        },
      ),
    ];
    const { container } = show({ body: unsafe });
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('p')!.textContent).toBe('Click here or there<b>x</b>');
    expect(container.querySelector('b')).toBeNull();
  });

  it('has no heading when none is given, is the h1 when it opens the page, and renders nothing without a body', () => {
    const { container } = show({ heading: null });
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(container.querySelector('section')!.hasAttribute('aria-labelledby')).toBe(false);
    cleanup();
    show({}, { position: 0 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Why 1 300 templates?');
    cleanup();
    expect(show({ body: [] }).container.innerHTML).toBe('');
  });
});
