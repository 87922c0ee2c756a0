// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fallbackLocalization } from '@/engine/localization';
import { useLandingStore } from '@/engine/stores/landing';
import { useLocalizationStore } from '@/engine/stores/localization';
import { useProgressStore } from '@/engine/stores/progress';
import { clearCookies, makeVariant, resetStores, scriptClient, testContext, type Reply } from '@/engine/test-kit';
import type { SignupVariant } from '@/engine/types';
import { clientsOf } from '@/engine/flows/clients';
import { DialogHost } from '../DialogHost';
import { SignupEngineContext } from '../engine-context';
import { wholeEngine } from '../test-support';
import SignupDialog, { FADE_IN_MS } from './SignupDialog';

function open(variant: SignupVariant = makeVariant(), signup: Reply[] | (() => Promise<Reply>) = []) {
  const { ctx, navigations } = testContext(variant);
  const requests = scriptClient(clientsOf(ctx).userbase, { 'POST user/': signup });
  useLandingStore.getState().load(variant);
  useLandingStore.setState({ dialog: true });
  const view = render(
    <SignupEngineContext.Provider value={wholeEngine(ctx)}>
      <SignupDialog />
    </SignupEngineContext.Provider>,
  );
  return { ctx, navigations, requests, view, user: userEvent.setup() };
}

const email = () => screen.getByRole('textbox');
const submit = () => screen.getByRole('button', { name: /Get Instant Access|Creating your account/ });
const dialogElement = () => document.querySelector('dialog')!;
/** Presses Escape where the focus is; false when a listener cancelled the keydown. */
const escape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

/**
 * Opens the dialog and submits an address whose sign-up request stays under way, busy label shown,
 * until the test answers it. Answers the busy button, the user and the answer.
 */
async function submitAndHold() {
  let reply: (value: Reply) => void = () => {};
  const { user } = open(makeVariant(), () => new Promise<Reply>((resolve) => (reply = resolve)));
  await user.type(email(), 'ada@example.com');
  await user.click(submit());
  const busy = await screen.findByRole('button', { name: 'Creating your account…' });
  return { busy, user, answer: (value: Reply) => reply(value) };
}

beforeEach(() => {
  resetStores();
  clearCookies();
  window.dataLayer = [];
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the e-mail-only dialog', () => {
  it('is a labelled native dialog, opened as a modal, with the variant texts', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    open();
    const dialog = screen.getByRole('dialog', { name: 'Get instant access' });
    expect(dialog.tagName).toBe('DIALOG');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(showModal.mock.contexts[0]).toBe(dialog);
    // Added to the end of the body, outside the page's landmarks.
    expect(dialog.parentElement).toBe(document.body);
    expect(within(dialog).getByText('Start with 3,000+ templates today.')).toBeTruthy();
    expect(screen.getByLabelText('Enter your business email')).toBe(email());
    expect(screen.queryByLabelText(/password/i)).toBeNull();
  });

  it('fades in over 0.2 s, the dialog and its backdrop (one duration the stylesheet reads)', () => {
    open();
    expect(FADE_IN_MS).toBe(200);
    expect(screen.getByRole('dialog').style.getPropertyValue('--fade-in')).toBe('200ms');
  });

  it('puts the focus in the e-mail field on opening', () => {
    open();
    expect(document.activeElement).toBe(email());
  });

  it("emits 'Signup started' once on opening, with the device and the variant id", () => {
    useLocalizationStore.getState().setDevice('mobile');
    open();
    expect(window.dataLayer).toEqual([{ event: 'Signup started', device: 'mobile', variantId: 'docs-ab-11.05.24-01' }]);
  });

  it("emits 'Signup started' with the location service's device when its record has one, as the payload does", () => {
    useLocalizationStore.getState().setDevice('desktop');
    useLocalizationStore.getState().setRecord({ ...fallbackLocalization(null), device: 'tablet' }, 'service');
    open();
    expect(window.dataLayer).toEqual([{ event: 'Signup started', device: 'tablet', variantId: 'docs-ab-11.05.24-01' }]);
  });

  it('links the login page with lang and lib, the legal pages, contact and pricing, in the page language', () => {
    open(makeVariant({ locale: 'fr' }));
    const link = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(link('Log in here')).toBe('/embedded/webapp/login/?lang=fr&lib=fr');
    expect(link('Terms of Use')).toBe('/fr/company/terms-of-use/');
    expect(link('Privacy Policy')).toBe('/fr/company/privacy-policy/');
    expect(link('Contact us')).toBe('/fr/company/contact/');
    expect(link('See plans and pricing')).toBe('/fr/pricing/plans/');
  });

  it('quotes the button wording in the consent line around its links', () => {
    open(makeVariant({}, { consent: { ...makeVariant().dialog.consent, action: 'Download' } }));
    const consent = screen.getByRole('link', { name: 'Terms of Use' }).closest('p')!;
    expect(consent.textContent).toBe('By clicking “Download”, you agree to our Terms of Use and Privacy Policy.');
  });

  it('shows the error label when the address is invalid on blur, and the default again once valid', async () => {
    const { user } = open();
    await user.type(email(), 'not-an-address');
    expect(screen.getByLabelText('Enter your business email')).toBeTruthy();
    await user.tab();
    expect(screen.getByLabelText('Valid email address required').getAttribute('aria-invalid')).toBe('true');
    await user.clear(email());
    await user.type(email(), 'ada@example.com');
    await user.tab();
    expect(screen.getByLabelText('Enter your business email').getAttribute('aria-invalid')).toBe('false');
  });

  it('shows the error label for an empty required field on blur', async () => {
    const { user } = open();
    await user.click(email());
    await user.tab();
    expect(screen.getByLabelText('Valid email address required')).toBeTruthy();
  });

  it('sends nothing when submitted invalid, and marks the field', async () => {
    const { user, requests } = open();
    await user.click(submit());
    expect(screen.getByLabelText('Valid email address required')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it("shows 'Account already exists' after a 409 and clears it when the field is focused", async () => {
    const { user, requests } = open(makeVariant(), [{ status: 409, data: { error: 'exists' } }]);
    await user.type(email(), 'taken@example.com');
    await user.click(submit());
    expect((await screen.findByLabelText('Account already exists')).getAttribute('aria-invalid')).toBe('true');
    expect(requests).toHaveLength(1);
    expect(useProgressStore.getState().progress).toBe(false);
    await user.click(email());
    expect(screen.getByLabelText('Enter your business email').getAttribute('aria-invalid')).toBe('false');
  });

  it('disables the button and shows the busy label while the request is under way', async () => {
    const { busy, answer } = await submitAndHold();
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(Cookies.get('b_email')).toBe('ada@example.com');
    await act(async () => answer({ status: 409 }));
    expect(((await screen.findByRole('button', { name: 'Get Instant Access' })) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});

describe('closing', () => {
  it('closes with the close control, a click on the backdrop and Escape, and opens again', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(useLandingStore.getState().dialog).toBe(false);
    expect(dialogElement().open).toBe(false);
    act(() => useLandingStore.setState({ dialog: true }));
    expect(dialogElement().open).toBe(true);
    // A click whose target is the dialog itself landed on its ::backdrop.
    await user.click(dialogElement());
    expect(useLandingStore.getState().dialog).toBe(false);
    act(() => useLandingStore.setState({ dialog: true }));
    await user.keyboard('{Escape}');
    expect(useLandingStore.getState().dialog).toBe(false);
    expect(dialogElement().open).toBe(false);
  });

  it('stays open for a click inside it, and for a press that starts inside and ends on the backdrop', async () => {
    const { user } = open();
    await user.click(screen.getByText('Start with 3,000+ templates today.'));
    fireEvent.pointerDown(email());
    fireEvent.click(dialogElement());
    expect(useLandingStore.getState().dialog).toBe(true);
    await user.click(dialogElement());
    expect(useLandingStore.getState().dialog).toBe(false);
  });

  it('does not close while a request is under way: close control, backdrop, Escape and cancel are all refused', async () => {
    const { user, answer } = await submitAndHold();
    const close = screen.getByRole('button', { name: 'Close' });
    expect((close as HTMLButtonElement).disabled).toBe(true);
    await user.click(close);
    await user.click(dialogElement());
    // Escape's keydown is cancelled, so no close request starts (twice in a row too).
    expect(escape()).toBe(false);
    expect(escape()).toBe(false);
    await user.keyboard('{Escape}');
    // A cancel that comes anyway is cancelled.
    expect(dialogElement().dispatchEvent(new Event('cancel', { cancelable: true }))).toBe(false);
    expect(useLandingStore.getState().dialog).toBe(true);
    expect(dialogElement().open).toBe(true);
    await act(async () => answer({ status: 409 }));
    expect(escape()).toBe(true);
    expect(useLandingStore.getState().dialog).toBe(false);
  });

  it('shows itself again if the browser closes it while a request is under way', async () => {
    const { answer } = await submitAndHold();
    act(() => dialogElement().close());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(dialogElement().open).toBe(true);
    expect(useLandingStore.getState().dialog).toBe(true);
    await act(async () => answer({ status: 409 }));
  });
});

describe('opened from the page', () => {
  function page() {
    const { ctx } = testContext(makeVariant());
    useLandingStore.getState().load(makeVariant());
    render(
      <SignupEngineContext.Provider value={wholeEngine(ctx)}>
        <main>
          <button type="button" onClick={() => useLandingStore.setState({ dialog: true })}>
            Try it free
          </button>
        </main>
        <DialogHost />
      </SignupEngineContext.Provider>,
    );
    return { trigger: screen.getByRole('button', { name: 'Try it free' }), user: userEvent.setup() };
  }

  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'the close control',
      async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' })),
    ],
    ['the backdrop', async (user: ReturnType<typeof userEvent.setup>) => user.click(dialogElement())],
  ])('gives the focus back to the trigger when closed with %s', async (_how, closeWith) => {
    const { trigger, user } = page();
    await user.click(trigger);
    await screen.findByRole('dialog', { name: 'Get instant access' }, { timeout: 5_000 });
    expect(document.activeElement).toBe(email());
    await closeWith(user);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });
});

describe('the password dialog', () => {
  const variant = () => makeVariant({}, { kind: 'emailPassword', fireAccountCreated: false });

  async function fill(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
    await user.type(email(), 'ada@example.com');
    await user.type(screen.getByLabelText('Choose a password'), password);
    await user.type(screen.getByLabelText('Confirm your password'), confirm);
    await user.tab();
  }

  it.each([
    ['short1', 'too short'],
    ['abcdefgh', 'no digit'],
    ['12345678', 'no letter'],
  ])('refuses the password %j (%s) on blur and on submit', async (password) => {
    const { user, requests } = open(variant());
    await fill(user, password, password);
    expect(screen.getByLabelText('Password must be 8 characters or more, contain a letter & number')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Get Instant Access' }));
    expect(requests).toHaveLength(0);
  });

  it('refuses a confirmation that does not match', async () => {
    const { user, requests } = open(variant());
    await fill(user, 'abcd1234', 'abcd12345');
    expect(screen.getByLabelText('Password does not match')).toBeTruthy();
    expect(screen.getByLabelText('Choose a password').getAttribute('aria-invalid')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Get Instant Access' }));
    expect(requests).toHaveLength(0);
  });

  it('sends the chosen password', async () => {
    const { user, requests } = open(variant(), [{ status: 409 }]);
    await fill(user, 'abcd1234', 'abcd1234');
    await user.click(screen.getByRole('button', { name: 'Get Instant Access' }));
    await screen.findByLabelText('Account already exists');
    expect(requests[0]!.body).toMatchObject({
      Email: 'ada@example.com',
      Password: 'abcd1234',
      AutogeneratePassword: false,
    });
  });

  it('opens for the with-password flow on an e-mail-only page', () => {
    const { ctx } = testContext(makeVariant());
    useLandingStore.setState({ dialog: false, dialogPassword: true });
    render(
      <SignupEngineContext.Provider value={wholeEngine(ctx)}>
        <SignupDialog />
      </SignupEngineContext.Provider>,
    );
    expect(screen.getByLabelText('Choose a password')).toBeTruthy();
  });
});

describe('variants drawn from the config', () => {
  it('shows the key-benefits and credibility lists', () => {
    open(
      makeVariant(
        {},
        {
          title: 'Unlock Your Business Potential',
          benefitsHeading: 'Key benefits',
          benefits: ['Save hours on every contract', 'Edit in your browser'],
          credibility: ['Trusted by 250,000+ businesses'],
        },
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Unlock Your Business Potential' })).toBeTruthy();
    const benefits = screen.getByRole('region', { name: 'Key benefits' });
    expect(
      within(benefits)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Save hours on every contract', 'Edit in your browser']);
    expect(screen.getByText('Trusted by 250,000+ businesses')).toBeTruthy();
  });

  it('shows the logo, the template-count heading and the card with the main document', () => {
    open(makeVariant({}, { showLogo: true, heading: 'Access 3,000+ templates', cardHeading: 'Most downloaded' }));
    expect(screen.getByText('Paperwise')).toBeTruthy();
    expect(screen.getByText('Access 3,000+ templates')).toBeTruthy();
    const card = screen.getByText('Most downloaded').closest('figure')!;
    expect(within(card).getByText('Business Plan')).toBeTruthy();
    const image = card.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('http://localhost:3000/embedded/cached-api/imgs/600px/99.png');
    expect(image.getAttribute('width')).toBe('300');
    expect(image.getAttribute('height')).toBe('388');
  });

  it('shows a disabled progress button instead of the main button where the variant says so', async () => {
    const { user, requests } = open(makeVariant({}, { buttonActive: false }));
    const button = screen.getByRole('button', { name: /Please wait…/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(within(button).getByRole('progressbar')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Get Instant Access' })).toBeNull();
    await user.type(email(), 'ada@example.com{Enter}');
    expect(requests).toHaveLength(0);
  });

  it('tags the label style for the A/B styling', () => {
    open(makeVariant({}, { labelStyle: 'floating' }));
    expect(email().closest('[data-label-style]')?.getAttribute('data-label-style')).toBe('floating');
  });
});

describe('progress on mount', () => {
  it('is cleared by the newer variants unless a sign-on cookie exists', () => {
    useProgressStore.setState({ progress: true });
    open(makeVariant({ directGo: 'emailAndSsoCookie' }));
    expect(useProgressStore.getState().progress).toBe(false);
  });

  it('is kept with a sign-on cookie, and by the first variant', () => {
    Cookies.set('p_ssojwt', 't');
    useProgressStore.setState({ progress: true });
    open(makeVariant({ directGo: 'emailAndSsoCookie' }));
    expect(useProgressStore.getState().progress).toBe(true);
    cleanup();
    Cookies.remove('p_ssojwt');
    open(makeVariant({ directGo: 'emailCookie' }));
    expect(useProgressStore.getState().progress).toBe(true);
  });
});
