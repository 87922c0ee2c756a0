// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageOf, sectionOf, serverBlockRenderer } from '../shared/test-support';
import { DownloadButtons } from './DownloadButtons';

const settings = vi.fn();
vi.mock('@/content/site', () => ({ getSiteSettings: (...args: unknown[]) => settings(...args) }));
vi.mock('next-intl/server', () => ({
  getTranslations:
    async ({ namespace }: { namespace: string }) =>
    (key: string) =>
      `${namespace}.${key}`,
}));

const WINDOWS = 'https://downloads.paperwise.example/Paperwise-Setup.exe';
const MACOS = 'https://downloads.paperwise.example/Paperwise.dmg';

// jsdom cannot follow a link: the test stops the navigation a click on a download link would start.
const stopNavigation = (event: MouseEvent) => event.preventDefault();
beforeEach(() => {
  settings.mockResolvedValue({ appDownloads: { windows: WINDOWS, macos: MACOS } });
  document.addEventListener('click', stopNavigation);
});
afterEach(() => {
  cleanup();
  settings.mockReset();
  document.removeEventListener('click', stopNavigation);
});

const block = sectionOf<'downloadButtons'>({
  _key: 'apps',
  _type: 'downloadButtons',
  heading: 'Take {templates} templates to your desktop',
  text: 'Install the desktop app on Windows or macOS, or work in your browser with the web app.',
  platforms: [
    { _key: 'w', platform: 'windows', label: 'Download for Windows' },
    { _key: 'm', platform: 'macos', label: 'Download for macOS' },
    { _key: 'b', platform: 'webapp', label: 'Open the web app' },
  ],
  dialog: {
    nextSteps: 'Your download starts. Open the installer and follow the steps.',
    fileLinkLabel: 'Download didn’t start? Get the installer',
    webappLabel: 'Prefer not to install anything? Use the web app',
  },
});
const show = serverBlockRenderer(DownloadButtons, block, pageOf('en', 3));

describe('DownloadButtons', () => {
  it('lists a button per platform: the installers from the site settings, the web app in the page’s language', async () => {
    await show();
    expect(settings).toHaveBeenCalledWith('en');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Take 3,000+ templates to your desktop');
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Download for Windows', WINDOWS],
      ['Download for macOS', MACOS],
      ['Open the web app', '/embedded/webapp/?lang=en&lib=en'],
    ]);
    expect(links[0]!.hasAttribute('download')).toBe(true);
    expect(links[0]!.getAttribute('aria-haspopup')).toBe('dialog');
    expect(links[2]!.hasAttribute('aria-haspopup')).toBe(false);
    expect(links[0]!.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('a desktop button starts the download and opens the dialog: what happens next, the file, the web app', async () => {
    const user = userEvent.setup();
    await show();
    await user.click(screen.getByRole('link', { name: 'Download for macOS' }));
    const dialog = screen.getByRole('dialog', { name: 'Download for macOS' });
    expect(within(dialog).getByText('Your download starts. Open the installer and follow the steps.')).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: 'Download didn’t start? Get the installer' }).getAttribute('href'),
    ).toBe(MACOS);
    expect(
      within(dialog)
        .getByRole('link', { name: 'Prefer not to install anything? Use the web app' })
        .getAttribute('href'),
    ).toBe('/embedded/webapp/?lang=en&lib=en');
    await user.click(within(dialog).getByRole('button', { name: 'layout.close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a click meant for a new tab downloads without the dialog', async () => {
    const user = userEvent.setup();
    await show();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Download for Windows' }));
    await user.keyboard('{/Control}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves out a desktop button whose installer is missing or not https; nothing at all without a button', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    settings.mockResolvedValue({
      appDownloads: { windows: 'http://downloads.paperwise.example/setup.exe', macos: null },
    });
    await show();
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Open the web app']);
    expect(warn).toHaveBeenCalledTimes(2);
    cleanup();
    const { container } = await show({ platforms: block().platforms!.slice(0, 2) });
    expect(container.innerHTML).toBe('');
  });

  it('without the dialog’s texts a desktop button is a plain download link', async () => {
    const user = userEvent.setup();
    await show({ dialog: null });
    const link = screen.getByRole('link', { name: 'Download for Windows' });
    expect(link.hasAttribute('aria-haspopup')).toBe(false);
    await user.click(link);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
