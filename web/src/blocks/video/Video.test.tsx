// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialGlobalState, useGlobalStore } from '@/engine/stores/global';
import { pageOf, sectionOf } from '../shared/test-support';
import type { SectionOf } from '../types';
import { Video } from './Video';

// The site side shares the block's rules, never its schema: loading Sanity would fail here.
vi.mock('sanity', () => {
  throw new Error('a block component loaded the studio’s sanity package');
});
vi.mock('next-intl/server', () => ({
  getTranslations:
    async ({ locale, namespace }: { locale: string; namespace: string }) =>
    (key: string) =>
      `${namespace}.${key}@${locale}`,
}));

beforeEach(() => useGlobalStore.setState(initialGlobalState));
afterEach(cleanup);

const block = sectionOf<'video'>({
  _key: 'tour',
  _type: 'video',
  heading: 'See your budget take shape',
  text: 'Two minutes with Budgeto: plan income and expenses and follow them on your Dashboard.',
  playLabel: 'Watch the 2-minute tour',
  title: 'Budgeto in two minutes',
  src: '/media/budgeto-tour.mp4',
  product: 'budgeto',
  poster: 'budgeting',
});
const context = pageOf('de', 1);

async function show(...blocks: Array<SectionOf<'video'>>) {
  const rendered = await Promise.all(blocks.map((b) => Video({ block: b, context: context() })));
  return render(
    <>
      {rendered.map((element, index) => (
        <div key={blocks[index]!._key}>{element}</div>
      ))}
    </>,
  );
}

describe('Video', () => {
  it('shows heading, text and the drawn poster with a play button, and no player before play', async () => {
    const { container } = await show(block());
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('See your budget take shape');
    expect(screen.getByText(/plan income and expenses/)).toBeTruthy();
    const play = screen.getByRole('button', { name: 'Watch the 2-minute tour' });
    expect(play.getAttribute('aria-haspopup')).toBe('dialog');
    const poster = play.querySelector('svg[data-poster]')!;
    expect([poster.getAttribute('data-poster'), poster.getAttribute('aria-hidden')]).toEqual(['budgeting', 'true']);
    expect(container.querySelector('video')).toBeNull();
  });

  it('play switches the product’s video on and opens the player in the dialog; closing switches it off', async () => {
    const user = userEvent.setup();
    const { container } = await show(block());
    await user.click(screen.getByRole('button', { name: 'Watch the 2-minute tour' }));
    expect(useGlobalStore.getState().videoBudgeto).toBe(true);
    expect(useGlobalStore.getState().videoSalesPlatform).toBe(false);
    const dialog = screen.getByRole('dialog', { name: 'Budgeto in two minutes' });
    const player = dialog.querySelector('video')!;
    expect(player.getAttribute('src')).toBe('/media/budgeto-tour.mp4');
    expect([player.hasAttribute('controls'), player.autoplay]).toEqual([true, true]);
    await user.click(screen.getByRole('button', { name: 'layout.close@de' }));
    expect(useGlobalStore.getState().videoBudgeto).toBe(false);
    expect(container.querySelector('video')).toBeNull();
  });

  it('a sales-platform video uses its own flag; of two blocks, only the pressed one opens', async () => {
    const user = userEvent.setup();
    await show(
      block(),
      block({ _key: 'sales', product: 'salesPlatform', poster: 'salesPlatform', playLabel: 'See the pipeline' }),
      block({ _key: 'again', playLabel: 'Watch it again' }),
    );
    await user.click(screen.getByRole('button', { name: 'See the pipeline' }));
    expect(useGlobalStore.getState()).toMatchObject({ videoSalesPlatform: true, videoBudgeto: false });
    await user.click(screen.getByRole('button', { name: 'layout.close@de' }));
    await user.click(screen.getByRole('button', { name: 'Watch it again' }));
    expect(document.querySelectorAll('video')).toHaveLength(1);
    act(() => useGlobalStore.getState().toggleVideo('budgeto'));
    expect(document.querySelectorAll('video')).toHaveLength(0);
  });

  it('without a playable address the poster shows without a button; as the first block its heading is the h1', async () => {
    for (const src of [null, 'http://cdn.paperwise.example/tour.mp4', 'https://video.example/watch?v=1']) {
      const { container } = await show(block({ src }));
      expect(screen.queryByRole('button')).toBeNull();
      expect(container.querySelector('svg[data-poster="budgeting"]')).not.toBeNull();
      cleanup();
    }
    render(await Video({ block: block(), context: context({ position: 0 }) }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('See your budget take shape');
  });
});
