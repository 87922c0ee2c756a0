// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialGlobalState, useGlobalStore } from '@/engine/stores/global';
import { LegalDialog } from './LegalDialog';

const LABELS = {
  title: 'Affiliate Program Agreement',
  close: 'Close',
  loading: 'Loading…',
  failed: 'Failed.',
  retry: 'Retry',
};

beforeEach(() => {
  useGlobalStore.setState(initialGlobalState);
  window.history.replaceState(null, '', '/fr/company/terms-of-use/');
});
afterEach(cleanup);

// Addresses of other pages, as the content and footer write them (plain anchors, not router links).
const AGREEMENT = '/fr/company/affiliate-agreement/';
const LICENCE = '/fr/company/eula/';

function page(load = vi.fn(async () => <p>Section 1. Definitions</p>), kind: 'affiliate' | 'terms' = 'affiliate') {
  render(
    <>
      <main>
        <a href={AGREEMENT}>Contrat</a>
        <a href={AGREEMENT} target="_blank">
          Contrat (onglet)
        </a>
        <a href={LICENCE}>Licence</a>
      </main>
      <LegalDialog kind={kind} load={load} pagePath={AGREEMENT} labels={LABELS} />
    </>,
  );
  return load;
}

/** Whether the browser would follow the link: the click reached the window without being prevented. */
function followed(link: HTMLElement, init: MouseEventInit = {}): boolean {
  let prevented = true;
  const last = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault(); // jsdom cannot navigate
  };
  window.addEventListener('click', last, { once: true });
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  window.removeEventListener('click', last);
  return !prevented;
}

describe('LegalDialog', () => {
  it('opens on a plain click on a link to its page, loads the text once, and closes', async () => {
    const load = page();
    expect(followed(screen.getByRole('link', { name: 'Contrat' }))).toBe(false);
    expect(useGlobalStore.getState().affiliateDialog).toBe(true);
    expect(useGlobalStore.getState().termsDialog).toBe(false);
    expect(await screen.findByText('Section 1. Definitions')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(useGlobalStore.getState().affiliateDialog).toBe(false);
    followed(screen.getByRole('link', { name: 'Contrat' }));
    await waitFor(() => expect(useGlobalStore.getState().affiliateDialog).toBe(true));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is a native modal; Escape and the backdrop close it and the focus goes back to the link', async () => {
    const user = userEvent.setup();
    page();
    const link = screen.getByRole('link', { name: 'Contrat' });
    await user.click(link);
    const dialog = screen.getByRole('dialog', { name: LABELS.title }) as HTMLDialogElement;
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.open).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(useGlobalStore.getState().affiliateDialog).toBe(false);
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(link);
    await user.click(link);
    expect(dialog.open).toBe(true);
    await user.click(dialog);
    expect(useGlobalStore.getState().affiliateDialog).toBe(false);
    expect(document.activeElement).toBe(link);
  });

  it('lets Ctrl/Cmd-clicks, new-tab links and other pages through', () => {
    const load = page();
    expect(followed(screen.getByRole('link', { name: 'Contrat' }), { ctrlKey: true })).toBe(true);
    expect(followed(screen.getByRole('link', { name: 'Contrat' }), { metaKey: true })).toBe(true);
    expect(followed(screen.getByRole('link', { name: 'Contrat (onglet)' }))).toBe(true);
    expect(followed(screen.getByRole('link', { name: 'Licence' }))).toBe(true);
    expect(useGlobalStore.getState().affiliateDialog).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('drives its own kind’s flag: the terms kind opens the terms dialog', () => {
    page(undefined, 'terms');
    followed(screen.getByRole('link', { name: 'Contrat' }));
    expect(useGlobalStore.getState()).toMatchObject({ termsDialog: true, affiliateDialog: false });
  });

  it('offers a retry when the text cannot be loaded', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce(<p>Loaded</p>);
    page(load);
    followed(screen.getByRole('link', { name: 'Contrat' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Loaded')).toBeTruthy();
  });
});
