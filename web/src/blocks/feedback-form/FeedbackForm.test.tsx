// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectSendingThenThanks, holdNextFetch, pageOf, sectionOf } from '../shared/test-support';
import type { SectionOf } from '../types';
import { feedbackFormProblem } from '@paperwise/schemas/blocks/feedback-form/feedback-form.schema';
import { feedbackPayload, feedbackSchema } from './feedback-form-validation';
import messages from '../../../messages/en.json';
import { FeedbackFormBlock } from './FeedbackFormBlock';

// The page loads the form on demand (lazyComponent); here the block renders it at once.
vi.mock('./FeedbackFormLoader', async () => ({ FeedbackFormLoader: (await import('./FeedbackForm')).FeedbackForm }));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const COMMON = {
  commentLabel: 'Anything to add? (optional)',
  commentTooLong: 'Please keep it to 1,000 characters.',
  emailLabel: 'E-mail (optional)',
  emailInvalid: 'Please enter a valid e-mail address.',
  submitLabel: 'Send my answer',
  sendingLabel: 'Sending…',
  successMessage: 'Thank you for telling us.',
  failureMessage: 'Sorry, your answer could not be sent.',
};
const UNINSTALL = { ...COMMON, reasonLabel: 'Choose the main reason', reasonRequired: 'Please choose a reason.' };
const GENERAL = {
  ...COMMON,
  commentLabel: 'Your feedback',
  ratingLabel: 'How would you rate Paperwise?',
  ratingHint: '1 means poor, 5 means excellent.',
  ratingRequired: 'Please choose a rating from 1 to 5.',
  commentRequired: 'Please write your feedback.',
};
/** The texts only the other kind of form shows, absent. */
const NO_GENERAL = { ratingLabel: null, ratingHint: null, ratingRequired: null, commentRequired: null };
const NO_UNINSTALL = { reasonLabel: null, reasonRequired: null };
const REASONS: NonNullable<SectionOf<'feedbackForm'>['reasons']> = [
  { _key: 'a', reason: 'no-longer-needed', label: 'I no longer need it' },
  { _key: 'b', reason: 'web-app-instead', label: 'I use the web app instead' },
  { _key: 'c', reason: 'other', label: 'Other' },
];

const block = sectionOf<'feedbackForm'>({
  _key: 'why',
  _type: 'feedbackForm',
  heading: 'Why are you uninstalling Paperwise?',
  text: 'It takes a few seconds.',
  kind: 'uninstall',
  reasons: REASONS,
  form: { ...UNINSTALL, ...NO_GENERAL },
});
const page = pageOf('en', 3);
const show = (over: Parameters<typeof block>[0] = {}) =>
  render(<FeedbackFormBlock block={block(over)} context={page()} />);
const showGeneral = () => show({ kind: 'general', reasons: null, form: { ...GENERAL, ...NO_UNINSTALL } });

const button = () => screen.getByRole('button', { name: /Send my answer|Sending…/ }) as HTMLButtonElement;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
const sentBody = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call]![1]?.body)) as Record<string, unknown>;

describe('FeedbackFormBlock, uninstall', () => {
  it('offers the document’s reasons under its question, in order, none chosen', () => {
    show();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Why are you uninstalling Paperwise?');
    const group = screen.getByRole('group', { name: 'Choose the main reason' });
    const radios = Array.from(group.querySelectorAll('input[type=radio]')) as HTMLInputElement[];
    expect(radios.map((radio) => radio.value)).toEqual(['no-longer-needed', 'web-app-instead', 'other']);
    expect(radios.some((radio) => radio.checked)).toBe(false);
    expect(screen.getByRole('radio', { name: 'I use the web app instead' })).toBeTruthy();
  });

  it('without a reason and with a bad address, says each problem and sends nothing', async () => {
    const user = userEvent.setup();
    show();
    await user.type(field('E-mail (optional)'), 'ada@');
    // Pressing the button leaves the focus in the field, so no problem appears (and moves the
    // button) between the press and the release.
    expect(fireEvent.mouseDown(button())).toBe(false);
    await user.click(button());
    expect(await screen.findByText('Please choose a reason.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(field('E-mail (optional)').getAttribute('aria-invalid')).toBe('true');
    const group = screen.getByRole('group', { name: 'Choose the main reason' });
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please choose a reason.',
    );
    expect(fetchMock).not.toHaveBeenCalled();

    // Choosing a reason takes its problem away at once.
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await waitFor(() => expect(screen.queryByText('Please choose a reason.')).toBeNull());
  });

  it('refuses a comment over 1000 characters (pasted past the field’s cap)', async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    fireEvent.change(field('Anything to add? (optional)'), { target: { value: 'x'.repeat(1001) } });
    await user.click(button());
    expect(await screen.findByText('Please keep it to 1,000 characters.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the reason alone (no comment, no address), thanks the visitor and clears the form', async () => {
    const user = userEvent.setup();
    const answer = holdNextFetch(fetchMock);
    show();
    await user.click(screen.getByRole('radio', { name: 'I use the web app instead' }));
    await user.click(button());
    await expectSendingThenThanks(button, answer, UNINSTALL);
    expect((screen.getByRole('radio', { name: 'I use the web app instead' }) as HTMLInputElement).checked).toBe(false);
    expect(fetchMock.mock.calls[0]![0]).toBe('/embedded/support/feedback/');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('POST');
    expect(sentBody()).toEqual({ kind: 'uninstall', reason: 'web-app-instead', language: 'en', page: '/' });
  });

  it.each([
    ['a network error', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch')), COMMON.failureMessage],
    [
      'a 503',
      () => fetchMock.mockResolvedValue(Response.json({ error: 'unavailable' }, { status: 503 })),
      COMMON.failureMessage,
    ],
    // Over the desk's rate limit: wait, in the page's language (the site's messages).
    [
      'a 429',
      () => fetchMock.mockResolvedValue(Response.json({ error: 'too many messages' }, { status: 429 })),
      messages.forms.tooManyRequests,
    ],
  ])('on %s says so and keeps the choice and the text', async (_kind, arrange, said) => {
    arrange();
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.type(field('Anything to add? (optional)'), 'Too slow on my laptop.');
    await user.type(field('E-mail (optional)'), 'ada@example.com');
    await user.click(button());
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', said);
    expect((screen.getByRole('radio', { name: 'Other' }) as HTMLInputElement).checked).toBe(true);
    expect(field('Anything to add? (optional)').value).toBe('Too slow on my laptop.');
    expect(field('E-mail (optional)').value).toBe('ada@example.com');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(sentBody()).toEqual({
      kind: 'uninstall',
      reason: 'other',
      comment: 'Too slow on my laptop.',
      email: 'ada@example.com',
      language: 'en',
      page: '/',
    });
  });

  it('leaves the form out when a text or the reasons are missing, the heading stays', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    show({ reasons: REASONS.slice(0, 1) });
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    show({ form: { ...UNINSTALL, ...NO_GENERAL, submitLabel: ' ' } });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Why are you uninstalling Paperwise?');
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('FeedbackFormBlock, general feedback', () => {
  it('asks for a rating of 1 to 5 and a comment, and says so when both are missing', async () => {
    const user = userEvent.setup();
    showGeneral();
    const group = screen.getByRole('group', { name: 'How would you rate Paperwise?' });
    expect(Array.from(group.querySelectorAll('input')).map((input) => input.value)).toEqual(['1', '2', '3', '4', '5']);
    await user.click(button());
    expect(await screen.findByText('Please choose a rating from 1 to 5.')).toBeTruthy();
    expect(screen.getByText('Please write your feedback.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the rating as a number with the comment', async () => {
    fetchMock.mockResolvedValue(Response.json({ id: 'abc' }, { status: 201 }));
    const user = userEvent.setup();
    showGeneral();
    await user.click(screen.getByRole('radio', { name: '4' }));
    await user.type(field('Your feedback'), 'Great templates.');
    await user.click(button());
    expect(await screen.findByText('Thank you for telling us.')).toBeTruthy();
    expect(sentBody()).toEqual({ kind: 'general', rating: 4, comment: 'Great templates.', language: 'en', page: '/' });
    expect(field('Your feedback').value).toBe('');
  });
});

describe('feedbackSchema', () => {
  const uninstall = feedbackSchema('uninstall', UNINSTALL, ['other']);
  const general = feedbackSchema('general', GENERAL, []);
  const values = { reason: 'other', rating: '', comment: '', email: '' };
  it('takes a known reason alone, refuses an unknown one', () => {
    expect(uninstall.safeParse(values).success).toBe(true);
    expect(uninstall.safeParse({ ...values, reason: 'too-expensive' }).error?.issues[0]?.message).toBe(
      'Please choose a reason.',
    );
  });
  it('takes a rating of 1 to 5 only, and needs the comment', () => {
    expect(general.safeParse({ ...values, rating: '5', comment: 'Good' }).success).toBe(true);
    expect(general.safeParse({ ...values, rating: '6', comment: 'Good' }).error?.issues[0]?.message).toBe(
      GENERAL.ratingRequired,
    );
    expect(general.safeParse({ ...values, rating: '3', comment: '   ' }).error?.issues[0]?.message).toBe(
      GENERAL.commentRequired,
    );
    expect(general.safeParse({ ...values, rating: '3', comment: 'x'.repeat(2001) }).error?.issues[0]?.message).toBe(
      GENERAL.commentTooLong,
    );
    expect(general.safeParse({ ...values, rating: '3', comment: 'x'.repeat(2000) }).success).toBe(true);
  });
});

describe('feedbackPayload', () => {
  it('turns control characters into spaces, keeps the comment’s newlines and leaves out what is empty', () => {
    expect(
      feedbackPayload(
        'uninstall',
        { reason: 'other', rating: '', comment: 'A\r\nB\tC\u0007', email: ' ' },
        'de',
        '/de/uninstall/',
      ),
    ).toEqual({ kind: 'uninstall', reason: 'other', comment: 'A\r\nB C', language: 'de', page: '/de/uninstall/' });
  });
});

describe('feedbackFormProblem', () => {
  const complete = { kind: 'uninstall', reasons: REASONS, form: UNINSTALL };
  it('accepts a complete block of either kind', () => {
    expect(feedbackFormProblem(complete)).toBeNull();
    expect(feedbackFormProblem({ kind: 'general', form: GENERAL })).toBeNull();
  });
  it('names what is missing or wrong', () => {
    expect(feedbackFormProblem(undefined)).toBe(
      'Choose what the form asks: why the app is uninstalled, or feedback about Paperwise.',
    );
    expect(feedbackFormProblem({ ...complete, form: { ...UNINSTALL, reasonRequired: '' } })).toBe(
      'Write the form’s “Uninstall: message when no reason is chosen” text.',
    );
    expect(feedbackFormProblem({ kind: 'general', form: COMMON })).toBe(
      'Write the form’s “Feedback: the question over the rating” text.',
    );
    expect(feedbackFormProblem({ ...complete, reasons: REASONS.slice(0, 1) })).toBe(
      'Offer 2 to 6 reasons to choose from (now 1).',
    );
    expect(feedbackFormProblem({ ...complete, reasons: [...REASONS, { ...REASONS[0]!, _key: 'd' }] })).toBe(
      'The reason “no-longer-needed” is offered twice: keep one.',
    );
    expect(feedbackFormProblem({ ...complete, reasons: [...REASONS, { reason: 'price', label: 'Price' }] })).toBe(
      'Choose which reason each entry is.',
    );
    expect(feedbackFormProblem({ ...complete, reasons: [...REASONS, { reason: 'hard-to-use', label: ' ' }] })).toBe(
      'Write the words the visitor reads for the reason “hard-to-use”.',
    );
  });
});
