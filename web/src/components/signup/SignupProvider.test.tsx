// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLandingStore } from '@/engine/stores/landing';
import { clearCookies, makeVariant, resetStores, SERVICES } from '@/engine/test-kit';
import { loadDialog } from './load-dialog';
import { SignupProvider } from './SignupProvider';
import { SignupLink, SignupTrigger } from './SignupTrigger';

vi.mock('@/engine/flows/start', () => ({ startEngine: vi.fn(() => () => {}) }));
vi.mock('./load-dialog', async (importOriginal) => {
  const real = await importOriginal<typeof import('./load-dialog')>();
  return { ...real, loadDialog: vi.fn(real.loadDialog) };
});

const { startEngine } = await import('@/engine/flows/start');

type IdleWindow = { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };
const idle = vi.fn((_task: () => void, _options?: { timeout: number }) => 1);

function setNetwork(connection: { effectiveType?: string; saveData?: boolean } | undefined) {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
}

function page(variant = makeVariant(), props: { openOnLoad?: boolean } = {}) {
  return render(
    <SignupProvider variant={variant} services={SERVICES} {...props}>
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

beforeEach(() => {
  vi.mocked(startEngine).mockClear();
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
  it('starts the engine with the variant and the service addresses, loading the variant at once', async () => {
    page();
    expect(useLandingStore.getState().keywords).toEqual(['business-and-legal-documents']);
    await vi.waitFor(() => expect(startEngine).toHaveBeenCalledOnce());
    const ctx = vi.mocked(startEngine).mock.calls[0]![0];
    expect(ctx.variant.variantId).toBe('docs-ab-11.05.24-01');
    expect(ctx.services).toEqual(SERVICES);
    expect(vi.mocked(startEngine).mock.calls[0]![1]).toEqual({ landingPage: true, onLoadError: expect.any(Function) });
  });

  it('tells the engine when the page is not a landing page', async () => {
    render(<SignupProvider variant={makeVariant()} services={SERVICES} landingPage={false} />);
    await vi.waitFor(() => expect(startEngine).toHaveBeenCalledOnce());
    expect(vi.mocked(startEngine).mock.calls[0]![1]).toMatchObject({ landingPage: false });
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
    page();
    expect(idle).not.toHaveBeenCalled();
    // The form libraries first, each in its own idle period, then the dialog itself.
    for (let step = 0; step < 2; step++) {
      await vi.waitFor(() => expect(idle).toHaveBeenCalledTimes(step + 1));
      expect(loadDialog).not.toHaveBeenCalled();
      idle.mock.calls[step]![0]();
    }
    await vi.waitFor(() => expect(idle).toHaveBeenCalledTimes(3));
    idle.mock.calls[2]![0]();
    expect(loadDialog).toHaveBeenCalledOnce();
    expect(idle.mock.calls.map((call) => call[1])).toEqual([{ timeout: 2000 }, { timeout: 2000 }, { timeout: 2000 }]);
  });

  /** Long enough for the prefetch to have asked for idle time had it been allowed. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  it.each([
    ['2g', { effectiveType: '2g' }],
    ['data saver', { effectiveType: '4g', saveData: true }],
  ])('skips the idle prefetch on %s', async (_name, connection) => {
    setNetwork(connection);
    page();
    await settle();
    expect(idle).not.toHaveBeenCalled();
    expect(loadDialog).not.toHaveBeenCalled();
  });

  it('skips the idle prefetch when offline', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    page();
    await settle();
    expect(idle).not.toHaveBeenCalled();
    online.mockRestore();
  });

  it('opens the dialog at once on a direct-modal page', async () => {
    page(makeVariant(), { openOnLoad: true });
    expect(await screen.findByRole('dialog')).toBeTruthy();
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
      <SignupProvider variant={makeVariant()} services={SERVICES}>
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
      <SignupProvider variant={makeVariant()} services={SERVICES}>
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
