// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { blockRenderer, pageOf, sectionOf } from '../shared/test-support';
import { answerParagraphs, Faq } from './Faq';

afterEach(cleanup);

const block = sectionOf<'faq'>({
  _key: 'faq',
  _type: 'faq',
  heading: 'Frequently asked questions',
  text: 'Everything about the {templates} templates and the toolkit.',
  openFirst: true,
  items: [
    {
      _key: 'q1',
      question: 'Do I need a credit card to start?',
      answer:
        'No. Create your account with your e-mail address and open any of the {templates} templates right away.\n\nNo credit card is required.',
    },
    {
      _key: 'q2',
      question: 'What does the toolkit include besides templates?',
      answer:
        'Dashboard, HR Management, Chat, Connect, Contacts, Inbox, Business AI, Project Management, Docs, Sheets and a Cloud Drive of 20 to 200 GB.',
    },
  ],
});
const show = blockRenderer(Faq, block, pageOf('en', 2));

describe('Faq', () => {
  it('is an h2 section of native disclosures, the first open when asked, with {templates} filled', () => {
    const { container } = show();
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('Frequently asked questions');
    expect(screen.getByRole('region', { name: 'Frequently asked questions' })).toBeTruthy();
    expect(screen.getByText('Everything about the 3,000+ templates and the toolkit.')).toBeTruthy();
    const items = [...container.querySelectorAll('details')];
    expect(items.map((item) => item.querySelector('summary')!.textContent)).toEqual([
      'Do I need a credit card to start?',
      'What does the toolkit include besides templates?',
    ]);
    expect(items.map((item) => item.open)).toEqual([true, false]);
    expect([...items[0]!.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'No. Create your account with your e-mail address and open any of the 3,000+ templates right away.',
      'No credit card is required.',
    ]);
    // The icon is decoration; the question alone names the control.
    expect(items[0]!.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('script')).toBeNull();
  });

  it('keeps every answer closed unless the first is asked open', () => {
    const { container } = show({ openFirst: null });
    expect([...container.querySelectorAll('details')].some((item) => item.open)).toBe(false);
  });

  it('is the page’s h1 when it opens a page without a hero', () => {
    show({}, { position: 0 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Frequently asked questions');
  });

  it('leaves out an item without question or answer, and renders nothing when none is left', () => {
    const items = [
      { _key: 'a', question: 'What is included?', answer: ' ' },
      { _key: 'b', question: null, answer: 'Orphan answer' },
      { _key: 'c', question: 'How many users?', answer: 'Basic is a 1-user licence, Premium a 5-user licence.' },
    ];
    const { container } = show({ items });
    expect([...container.querySelectorAll('summary')].map((s) => s.textContent)).toEqual(['How many users?']);
    cleanup();
    expect(show({ items: [] }).container.innerHTML).toBe('');
  });
});

describe('answerParagraphs', () => {
  it('cuts at empty lines (spaces allowed in them) and drops empty paragraphs', () => {
    expect(answerParagraphs('One\nstill one\n \nTwo\n\n\n\nThree\n')).toEqual(['One\nstill one', 'Two', 'Three']);
    expect(answerParagraphs('  ')).toEqual([]);
  });
});
