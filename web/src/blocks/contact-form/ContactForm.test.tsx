// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectSendingThenThanks, holdNextFetch, pageOf, sectionOf, serverBlockRenderer } from '../shared/test-support';
import { contactFormProblem } from '@paperwise/schemas/blocks/contact-form/contact-form.schema';
import { contactPayload } from './contact-form-validation';
import messages from '../../../messages/en.json';
import { ContactFormBlock, telHref } from './ContactFormBlock';

// The page loads the form on demand (lazyComponent); here the block renders it at once.
vi.mock('./ContactFormLoader', async () => ({ ContactFormLoader: (await import('./ContactForm')).ContactForm }));

const settings = vi.fn();
vi.mock('@/content/site', () => ({ getSiteSettings: (...args: unknown[]) => settings(...args) }));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  settings.mockResolvedValue({
    companyName: 'Paperwise Software Inc.',
    address: ['455 Rue des Artisans, Suite 800', 'Montréal (Québec) H2Y 1K4', 'Canada'],
    phone: '+1 514 555 0142',
    supportEmail: 'support@paperwise.example',
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  settings.mockReset();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const FORM = {
  nameLabel: 'Your name',
  emailLabel: 'E-mail address',
  subjectLabel: 'Subject (optional)',
  messageLabel: 'Your message',
  nameRequired: 'Please enter your name.',
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
  messageRequired: 'Please write your message.',
  messageTooShort: 'Please write at least 10 characters.',
  submitLabel: 'Send message',
  sendingLabel: 'Sending…',
  successMessage: 'Thank you, your message has been sent.',
  failureMessage: 'Sorry, your message could not be sent. Everything you typed is still here.',
};
const block = sectionOf<'contactForm'>({
  _key: 'contact',
  _type: 'contactForm',
  heading: 'Send us a message',
  text: 'Tell us what you need.',
  form: FORM,
  details: { heading: 'Other ways to reach us', phoneLabel: 'Customer service', emailLabel: 'Support e-mail' },
});
const show = serverBlockRenderer(ContactFormBlock, block, pageOf('en', 1));

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
const button = () => screen.getByRole('button', { name: /Send message|Sending…/ }) as HTMLButtonElement;

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<string, string>> = {}) {
  const all = {
    'Your name': 'Ada Lovelace',
    'E-mail address': 'ada@example.com',
    'Subject (optional)': 'Invoice',
    'Your message': 'My invoice shows the wrong company name.',
    ...values,
  };
  for (const [label, value] of Object.entries(all)) if (value) await user.type(field(label), value);
}

describe('ContactFormBlock', () => {
  it('shows the contact details from the site settings, the phone and e-mail as links', async () => {
    await show();
    expect(settings).toHaveBeenCalledWith('en');
    const aside = screen.getByRole('complementary', { name: 'Other ways to reach us' });
    expect(aside.textContent).toContain('Paperwise Software Inc.');
    expect(aside.textContent).toContain('Montréal (Québec) H2Y 1K4');
    expect(within(aside).getByRole('link', { name: '+1 514 555 0142' }).getAttribute('href')).toBe('tel:+15145550142');
    expect(within(aside).getByRole('link', { name: 'support@paperwise.example' }).getAttribute('href')).toBe(
      'mailto:support@paperwise.example',
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Send us a message');
  });

  it('writes the problems next to the fields on blur and on submit, and sends nothing', async () => {
    const user = userEvent.setup();
    await show();
    await user.click(field('Your name'));
    await user.tab();
    expect(await screen.findByText('Please enter your name.')).toBeTruthy();
    const name = field('Your name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please enter your name.',
    );

    await user.type(field('E-mail address'), 'not-an-address');
    await user.type(field('Your message'), 'short');
    await user.click(button());
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('Please write at least 10 characters.')).toBeTruthy();
    expect(field('Subject (optional)').getAttribute('aria-invalid')).toBe('false');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the message to the support desk, says so and clears the form', async () => {
    const user = userEvent.setup();
    const answer = holdNextFetch(fetchMock);
    await show();
    await fillIn(user);
    await user.click(button());
    await expectSendingThenThanks(button, answer, FORM);
    expect(field('Your name').value).toBe('');
    expect(field('Your message').value).toBe('');

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/embedded/support/contact/');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Invoice',
      message: 'My invoice shows the wrong company name.',
      language: 'en',
      page: '/',
    });
  });

  it.each([
    ['a network error', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
    ['a 500', () => fetchMock.mockResolvedValue(Response.json({ error: 'internal error' }, { status: 500 }))],
    ['a 400', () => fetchMock.mockResolvedValue(Response.json({ error: 'name: is required' }, { status: 400 }))],
  ])('on %s says the message could not be sent and keeps everything typed', async (_kind, arrange) => {
    arrange();
    const user = userEvent.setup();
    await show();
    await fillIn(user);
    await user.click(button());
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', FORM.failureMessage);
    expect(field('Your name').value).toBe('Ada Lovelace');
    expect(field('E-mail address').value).toBe('ada@example.com');
    expect(field('Subject (optional)').value).toBe('Invoice');
    expect(field('Your message').value).toBe('My invoice shows the wrong company name.');
    expect(button().disabled).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('');

    // The visitor tries again and this time it goes through.
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(Response.json({ id: 'abc' }, { status: 201 }));
    await user.click(button());
    expect(await screen.findByText('Thank you, your message has been sent.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('on a 429 says to wait, in the page’s language, and keeps everything typed', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ error: 'too many messages; try again later' }, { status: 429, headers: { 'retry-after': '60' } }),
    );
    const user = userEvent.setup();
    await show();
    await fillIn(user);
    await user.click(button());
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', messages.forms.tooManyRequests);
    expect(field('Your name').value).toBe('Ada Lovelace');
    expect(field('Your message').value).toBe('My invoice shows the wrong company name.');
    expect(button().disabled).toBe(false);
  });

  it('leaves the form out when one of its texts is missing, the details stay', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await show({ form: { ...FORM, submitLabel: '' } });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'support@paperwise.example' })).toBeTruthy();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('contactPayload', () => {
  it('turns control characters into spaces, keeps the message’s newlines and leaves out an empty subject', () => {
    expect(
      contactPayload(
        { name: ' Ada\tL ', email: 'a@b.co', subject: '  ', message: 'Line one\r\nline\ttwo\u0007' },
        'fr',
        '/fr/x/',
      ),
    ).toEqual({ name: 'Ada L', email: 'a@b.co', message: 'Line one\r\nline two', language: 'fr', page: '/fr/x/' });
  });
});

describe('telHref', () => {
  it('keeps the digits and the leading plus', () => {
    expect(telHref('+1 (514) 555-0142')).toBe('tel:+15145550142');
  });
});

describe('contactFormProblem', () => {
  const complete = { form: FORM, details: { heading: 'Other ways', phoneLabel: 'Phone', emailLabel: 'E-mail' } };
  it('accepts a block with every text', () => {
    expect(contactFormProblem(complete)).toBeNull();
  });
  it('names the first missing text of the form, then of the details', () => {
    expect(contactFormProblem({ ...complete, form: { ...FORM, failureMessage: ' ' } })).toBe(
      'Write the form’s “Shown when the message could not be sent (what was typed stays)” text.',
    );
    expect(contactFormProblem({ form: FORM })).toBe(
      'Write the contact details’ “Heading over the contact details” text.',
    );
    expect(contactFormProblem(undefined)).toBe('Write the form’s “Label: name” text.');
  });
});
