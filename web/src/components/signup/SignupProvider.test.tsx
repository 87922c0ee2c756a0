// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLandingStore } from '@/engine/stores/landing';
import { splitVariant } from '@/engine/adapter';
import { clearCookies, makeVariant, resetStores, SERVICES } from '@/engine/test-kit';
import { loadDialog } from './load-dialog';
import { SignupProvider } from './SignupProvider';
import { SignupLink, SignupTrigger } from './SignupTrigger';

vi.mock('@/engine/flows/start', () => ({ startEngine: vi.fn(() => () => {}) }));
vi.mock('./load-dialog', async (importOriginal) => {
  const real = await importOriginal<typeof import('./load-dialog')>();
  return { ...real, loadDialog: vi.fn(real.loadDialog) };
});
// The request that answers the rest of the variant; each test says what it answers.
vi.mock('./variant-details-fetch', () => ({ loadSignupDetails: vi.fn() }));

const { startEngine } = await import('@/engine/flows/start');
const { loadSignupDetails } = await import('./variant-details-fetch');

type IdleWindow = { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };
const idle = vi.fn((_task: () => void, _options?: { timeout: number }) => 1);

/** The idle callbacks asked for with this time-out (300 ms: the start; 2000 ms: the rest of the variant and the prefetch). */
const idleWith = (timeout: number) => idle.mock.calls.filter((call) => call[1]?.timeout === timeout);

function setNetwork(connection: { effectiveType?: string; saveData?: boolean } | undefined) {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
}

/** What a page hands the provider: the variant's core, and the rest inline or to be loaded from its landing path. */
function engineProps(variant = makeVariant(), inline = false) {
  const { core, details } = splitVariant(variant);
  return { variant: core, details: inline ? details : { landingPath: variant.path }, services: SERVICES };
}

/** The request answers the rest of `variant` (once, or every time), or whatever `answer` gives. */
function answerDetails(variant = makeVariant()) {
  vi.mocked(loadSignupDetails).mockImplementation(() => Promise.resolve(splitVariant(variant).details));
}

function page(variant = makeVariant(), props: { openOnLoad?: boolean; inline?: boolean } = {}) {
  return render(
    <SignupProvider {...engineProps(variant, props.inline)} openOnLoad={props.openOnLoad}>
      <SignupTrigger isLandingPage className="cta">
        Start now
      </SignupTrigger>
      <SignupTrigger action="openDocument" url="loan-agreement-D107">
        Loan Agreement
      </SignupTrigger>
      <SignupTrigger action="withPassword">With a password</SignupTrigger>
    </SignupProvider>,
  );
}

/** Long enough for the effects' zero-delay timers to have run and asked for idle time. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeAll(async () => {
  // The dialog's modules compiled once before the tests, so that a test waiting for the dialog
  // measures the engine, not the compilation (seconds on a busy machine).
  await import('./dialog/SignupDialog');
});

beforeEach(() => {
  vi.mocked(startEngine).mockClear();
  vi.mocked(loadSignupDetails).mockReset();
  answerDetails();
  resetStores();
  clearCookies();
  window.dataLayer = [];
  idle.mockClear();
  vi.mocked(loadDialog).mockClear();
  (window as unknown as IdleWindow).requestIdleCallback = idle;
  (window as unknown as IdleWindow).cancelIdleCallback = vi.fn();
  setNetwork({ effectiveType: '4g', saveData: false });
});

afterEach(() => {
  cleanup();
  delete (window as unknown as IdleWindow).requestIdleCallback;
  delete (window as unknown as IdleWindow).cancelIdleCallback;
});

describe('SignupProvider', () => {
  it('hydrates without starting the engine, and starts it with the core when the loaded page is idle (300 ms at the latest)', async () => {
    page();
    await settle();
    expect(startEngine).not.toHaveBeenCalled();
    expect(idleWith(300)).toHaveLength(1);
    idleWith(300)[0]![0]();
    await vi.waitFor(() => expect(startEngine).toHaveBeenCalledOnce());
    const [ctx, options] = vi.mocked(startEngine).mock.calls[0]!;
    expect(ctx.variant).toEqual(splitVariant(makeVariant()).core);
    expect(ctx.services).toEqual(SERVICES);
    expect(options).toEqual({ landingPage: true, mountedAt: expect.any(Number), onLoadError: expect.any(Function) });
  });

  it('starts at once for a visitor with a sign-on cookie', async () => {
    Cookies.set('p_ssojwt', 'sso-token');
    page();
    await vi.waitFor(() => expect(startEngine).toHaveBeenCalledOnce());
    expect(idleWith(300)).toHaveLength(0);
  });

  it('starts as soon as a dialog opens, before any idle time', async () => {
    page();
    fireEvent.click(screen.getByRole('button', { name: 'Start now' }));
    await vi.waitFor(() => expect(useLandingStore.getState().dialog).toBe(true));
    await vi.waitFor(() => expect(startEngine).toHaveBeenCalledOnce());
    expect(idleWith(300)).toHaveLength(1); // asked for, never run
  });

  it('tells the engine when the page is not a landing page', async () => {
    Cookies.set('p_ssojwt', 'sso-token');
    render(<SignupProvider {...engineProps()} landingPage={false} />);
    await vi.waitFor(() => expect(startEngine).toHaveBeenCalledOnce());
    expect(vi.mocked(startEngine).mock.calls[0]![1]).toMatchObject({ landingPage: false });
  });

  it('loads the rest of the variant on the first intent, once, from the landing page of its language', async () => {
    page();
    expect(loadSignupDetails).not.toHaveBeenCalled();
    expect(useLandingStore.getState().keywords).toEqual([]);
    const trigger = screen.getByRole('button', { name: 'Start now' });
    fireEvent.pointerEnter(trigger);
    fireEvent.focus(trigger);
    fireEvent.touchStart(screen.getByRole('button', { name: 'Loan Agreement' }));
    await vi.waitFor(() => expect(useLandingStore.getState().keywords).toEqual(['business-and-legal-documents']));
    expect(loadSignupDetails).toHaveBeenCalledOnce();
    expect(loadSignupDetails).toHaveBeenCalledWith('en', '/docs/ab/11.05.24/01/');
  });

  it('loads the rest of the variant when the loaded page is idle (2000 ms at the latest), without intent', async () => {
    // No prefetch of the dialog code here, so the only 2000 ms idle callback is the variant's.
    setNetwork({ effectiveType: '2g' });
    page();
    await settle();
    expect(loadSignupDetails).not.toHaveBeenCalled();
    expect(idleWith(2000)).toHaveLength(1);
    idleWith(2000)[0]![0]();
    await vi.waitFor(() => expect(useLandingStore.getState().documents).toHaveLength(1));
    expect(loadSignupDetails).toHaveBeenCalledOnce();
  });

  it('keeps a click made before the rest of the variant arrives, and opens the dialog when it does', async () => {
    let arrive = () => {};
    vi.mocked(loadSignupDetails).mockImplementation(
      () => new Promise((resolve) => (arrive = () => resolve(splitVariant(makeVariant()).details))),
    );
    page();
    const trigger = screen.getByRole('button', { name: 'Start now' });
    fireEvent.click(trigger);
    fireEvent.click(trigger);
    await settle();
    expect(useLandingStore.getState().dialog).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    arrive();
    expect(await screen.findByRole('dialog', { name: 'Get instant access' })).toBeTruthy();
    expect(useLandingStore.getState().destination.url).toBe('/');
    expect(loadSignupDetails).toHaveBeenCalledOnce();
  });

  it('drops a click whose variant could not load, logging it, and loads again on the next click', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(loadSignupDetails).mockRejectedValueOnce(new Error('offline'));
    page();
    fireEvent.click(screen.getByRole('button', { name: 'Start now' }));
    await vi.waitFor(() => expect(errors).toHaveBeenCalled());
    expect(String(errors.mock.calls[0]![0])).toContain('The sign-up dialog could not load its texts');
    expect(useLandingStore.getState().dialog).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Start now' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(loadSignupDetails).toHaveBeenCalledTimes(2);
    errors.mockRestore();
  });

  it('ships no dialog until asked, then loads and opens it', async () => {
    const user = userEvent.setup();
    page();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(loadDialog).not.toHaveBeenCalled();
    const trigger = screen.getByRole('button', { name: 'Start now' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger.className).toBe('cta');
    await user.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Get instant access' })).toBeTruthy();
    expect(loadDialog).toHaveBeenCalled();
    expect(useLandingStore.getState().destination.url).toBe('/');
  });

  it('prefetches the dialog code once the loaded page is idle, one piece per idle period, with the 2000 ms time-out', async () => {
    // The variant inline: the 2000 ms idle callbacks are the prefetch's alone.
    page(makeVariant(), { inline: true });
    // The form library first, in its own idle period, then the dialog itself in the next.
    await vi.waitFor(() => expect(idleWith(2000)).toHaveLength(1));
    expect(loadDialog).not.toHaveBeenCalled();
    idleWith(2000)[0]![0]();
    await vi.waitFor(() => expect(idleWith(2000)).toHaveLength(2));
    expect(loadDialog).not.toHaveBeenCalled();
    idleWith(2000)[1]![0]();
    expect(loadDialog).toHaveBeenCalledOnce();
  });

  it.each([
    ['2g', { effectiveType: '2g' }],
    ['data saver', { effectiveType: '4g', saveData: true }],
  ])('skips the idle prefetch on %s', async (_name, connection) => {
    setNetwork(connection);
    page(makeVariant(), { inline: true });
    await settle();
    expect(idleWith(2000)).toHaveLength(0);
    expect(loadDialog).not.toHaveBeenCalled();
  });

  it('skips the idle prefetch when offline', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    page(makeVariant(), { inline: true });
    await settle();
    expect(idleWith(2000)).toHaveLength(0);
    online.mockRestore();
  });

  it('opens the dialog at once on a direct-modal page, whose variant is inline', async () => {
    page(makeVariant(), { openOnLoad: true, inline: true });
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(loadSignupDetails).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(startEngine).toHaveBeenCalledOnce());
  });
});

describe('SignupLink', () => {
  const DOC = '/embedded/webapp/doc/loan-agreement-D107?lang=en&lib=en';
  /** Whether each click's default (following the link) was prevented by the time it left the page. */
  let followed: boolean[];
  const record = (event: MouseEvent) => {
    followed.push(!event.defaultPrevented);
    event.preventDefault(); // jsdom cannot navigate
  };

  function linkPage() {
    render(
      <SignupProvider {...engineProps()}>
        <SignupLink action="openDocument" url="loan-agreement-D107" href={DOC} className="template-card">
          Loan Agreement
        </SignupLink>
      </SignupProvider>,
    );
    return screen.getByRole('link', { name: 'Loan Agreement' });
  }

  beforeEach(() => {
    followed = [];
    document.addEventListener('click', record);
  });
  afterEach(() => document.removeEventListener('click', record));

  it('is a link to the document in the web application, announcing its dialog', () => {
    const link = linkPage();
    expect(link.getAttribute('href')).toBe(DOC);
    expect(link.getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('runs the engine on a plain click instead of following the link', async () => {
    const user = userEvent.setup();
    await user.click(linkPage());
    expect(followed).toEqual([false]);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(useLandingStore.getState().destination.url).toBe('doc/loan-agreement-D107');
  });

  it('stays an ordinary link for a click with a modifier key or another button (new tab or window)', () => {
    const link = linkPage();
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { metaKey: true });
    fireEvent.click(link, { shiftKey: true });
    fireEvent.click(link, { button: 1 });
    expect(followed).toEqual([true, true, true, true]);
    expect(useLandingStore.getState().dialog).toBe(false);
  });
});

describe('SignupTrigger actions', () => {
  it('opens the dialog for a document when the visitor is new, remembering the document', async () => {
    const user = userEvent.setup();
    page();
    await user.click(screen.getByRole('button', { name: 'Loan Agreement' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(useLandingStore.getState().destination.url).toBe('doc/loan-agreement-D107');
  });

  it('opens the password dialog for the with-password flow', async () => {
    const user = userEvent.setup();
    page();
    await user.click(screen.getByRole('button', { name: 'With a password' }));
    expect(await screen.findByLabelText('Choose a password')).toBeTruthy();
  });

  it('lets the caller cancel the action', async () => {
    const user = userEvent.setup();
    render(
      <SignupProvider {...engineProps()}>
        <SignupTrigger onClick={(event) => event.preventDefault()}>Cancelled</SignupTrigger>
      </SignupProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Cancelled' }));
    expect(useLandingStore.getState().dialog).toBe(false);
  });

  it('needs a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<SignupTrigger>Alone</SignupTrigger>)).toThrow(/inside <SignupProvider>/);
  });

  it('does not open anything for a returning visitor of the first variant: it hands off', async () => {
    const user = userEvent.setup();
    Cookies.set('b_email', 'ada@example.com');
    const assign = vi.fn();
    const location = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...location, assign, origin: location.origin },
    });
    page(makeVariant({ directGo: 'emailCookie' }));
    await user.click(screen.getByRole('button', { name: 'Loan Agreement' }));
    Object.defineProperty(window, 'location', { configurable: true, value: location });
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/embedded/webapp/doc/loan-agreement-D107?lang=en&lib=en');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
