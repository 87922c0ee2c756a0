// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@paperwise/schemas/locales';
import type { SiteSettings } from '@/content/site';
import { pageOf, sectionOf, serverBlockRenderer } from '../shared/test-support';
import type { SectionOf } from '../types';
import { Claims } from './Claims';

const settings: SiteSettings = {
  productName: 'Paperwise',
  titleSuffix: 'Business Management Platform',
  templateCount: '1.300',
  businesses: 250000,
  downloads: 50000000,
  downloadsSince: 2002,
  countries: 190,
  treesPlanted: 85000,
  lawFirms: 10000,
  signUps: 20000000,
  modules: '8',
  phone: '+1 514 555 0142',
  supportEmail: 'support@paperwise.example',
  companyName: 'Paperwise Software Inc.',
  address: null,
  searchDialogPath: null,
  appDownloads: null,
  helpLinkText: 'Questions? Chat With Us',
  liveChat: { label: 'Live Chat', language: 'en-US' },
};
const getSiteSettings = vi.fn(async (_locale: string) => settings);
vi.mock('@/content/site', () => ({ getSiteSettings: (locale: string) => getSiteSettings(locale) }));

afterEach(() => {
  cleanup();
  getSiteSettings.mockClear();
});

type Item = NonNullable<SectionOf<'claims'>['items']>[number];
const item = (claim: Item['claim'], label: string): Item => ({ _key: `k-${claim}`, claim, label });

const block = sectionOf<'claims'>({
  _key: 'numbers',
  _type: 'claims',
  heading: 'Seit über 20 Jahren im Einsatz',
  items: [
    item('businesses', 'Unternehmen und Teams'),
    item('downloads', 'Downloads seit {since}'),
    item('templates', 'Vorlagen auf Deutsch'),
    item('countries', 'Länder'),
  ],
});
const show = serverBlockRenderer(Claims, block, pageOf('de', 2));

describe('Claims', () => {
  it('shows each number from the site settings of the page’s language, with its label, as a list', async () => {
    await show();
    expect(getSiteSettings).toHaveBeenCalledWith('de');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Seit über 20 Jahren im Einsatz');
    expect(screen.getByRole('region', { name: 'Seit über 20 Jahren im Einsatz' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '250.000+ Unternehmen und Teams',
      '50 Millionen Downloads seit 2002',
      '1.300 Vorlagen auf Deutsch',
      '190 Länder',
    ]);
  });

  it('fills {templates} from the page, and leaves an unknown placeholder visible', async () => {
    await show(
      { heading: null, items: [item('templates', '{templates} templates'), item('trees', '{oops}')] },
      { locale: 'en', values: { templates: '3,000+' } },
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1.300 3,000+ templates',
      '85,000+ {oops}',
    ]);
  });

  it('writes each number the way the page’s language does', async () => {
    const all = [item('businesses', ''), item('downloads', ''), item('trees', ''), item('lawFirms', '')];
    const numbers = async (locale: Locale) => {
      cleanup();
      await show({ heading: null, items: all }, { locale });
      // Number and label are apart by a space; the labels are empty here.
      return screen.getAllByRole('listitem').map((li) => li.textContent!.trim().replace(/\u202f|\u00a0/g, ' '));
    };
    expect(await numbers('en')).toEqual(['250,000+', '50 million', '85,000+', '10,000']);
    expect(await numbers('fr')).toEqual(['250 000+', '50 millions', '85 000+', '10 000']);
    expect(await numbers('es')).toEqual(['250.000+', '50 millones', '85.000+', '10.000']);
    expect(await numbers('pt')).toEqual(['250.000+', '50 milhões', '85.000+', '10.000']);
  });

  it('leaves out a number the settings do not have, and shows nothing when none is left', async () => {
    getSiteSettings.mockResolvedValueOnce({ ...settings, lawFirms: null, downloadsSince: null });
    await show({ items: [item('lawFirms', 'law firms'), item('downloads', 'downloads since {since}')] });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '50 Millionen downloads since {since}',
    ]);
    cleanup();
    getSiteSettings.mockResolvedValueOnce({ ...settings, lawFirms: null });
    const { container } = await show({ items: [item('lawFirms', 'law firms'), item(null, 'no choice')] });
    expect(container.innerHTML).toBe('');
  });
});
