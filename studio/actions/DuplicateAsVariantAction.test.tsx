// @vitest-environment jsdom
import { ThemeProvider } from '@sanity/ui';
import { buildTheme } from '@sanity/ui/theme';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentActionProps } from 'sanity';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The studio's client, stood in for: the taken addresses arrive when the test lets them. */
const studio = vi.hoisted(() => {
  const state = {
    takenPaths: [] as Array<(paths: string[]) => void>,
    created: [] as Array<Record<string, unknown>>,
    navigated: [] as Array<{ id: string; type: string }>,
  };
  const client = {
    fetch: (query: string) => {
      if (query.includes('.path')) return new Promise<string[]>((resolve) => state.takenPaths.push(resolve));
      return Promise.resolve(null);
    },
    create: async (doc: Record<string, unknown>) => {
      state.created.push(doc);
      return doc;
    },
  };
  return { state, client };
});

vi.mock('sanity', () => ({ useClient: () => studio.client }));
vi.mock('sanity/router', () => ({
  useRouter: () => ({
    navigateIntent: (_: string, params: { id: string; type: string }) => studio.state.navigated.push(params),
  }),
}));

const { DuplicateAsVariantAction } = await import('./DuplicateAsVariantAction');

// The dialog renders the studio's UI kit in jsdom: its first render loads the kit.
vi.setConfig({ testTimeout: 60_000 });

type Props = DocumentActionProps;

const SOURCE = {
  _id: 'landingPage-fr-docs-ab-15-10-24-00',
  _type: 'landingPage',
  language: 'fr',
  path: '/docs/ab/15.10.24/00/',
  variantId: 'docs-ab-15.10.24-00',
  title: 'Variante 00',
};

/** The action as the studio uses it: its menu entry, and its dialog while open. */
function Harness(props: Props) {
  const action = DuplicateAsVariantAction(props);
  if (!action) return null;
  return (
    <>
      <button type="button" onClick={action.onHandle}>
        {action.label}
      </button>
      {action.dialog && action.dialog.type === 'dialog' ? action.dialog.content : null}
    </>
  );
}

function renderAction() {
  const props = { draft: null, published: SOURCE, onComplete: () => {} } as unknown as Props;
  render(
    <ThemeProvider theme={buildTheme()}>
      <Harness {...props} />
    </ThemeProvider>,
  );
}

afterEach(() => {
  cleanup();
  studio.state.takenPaths.length = 0;
  studio.state.created.length = 0;
  studio.state.navigated.length = 0;
});

const address = () => screen.getByLabelText(/New address \(FR\)/) as HTMLInputElement;

describe('"Duplicate as new variant"', () => {
  it('suggests the next free address once the taken ones are known', async () => {
    renderAction();
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate as new variant' }));
    expect(address().value).toBe('/docs/ab/15.10.24/00/');
    studio.state.takenPaths[0]!(['/docs/ab/15.10.24/00/', '/docs/ab/15.10.24/01/']);
    await waitFor(() => expect(address().value).toBe('/docs/ab/15.10.24/02/'));
  });

  it('keeps the address the marketer typed when the suggestion arrives after it, and creates the copy there', async () => {
    renderAction();
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate as new variant' }));
    await userEvent.clear(address());
    await userEvent.type(address(), '/docs/ab/15.10.24/e2e/');
    // The query for the suggestion answers only now.
    studio.state.takenPaths[0]!(['/docs/ab/15.10.24/00/']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(address().value).toBe('/docs/ab/15.10.24/e2e/');

    await userEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    // The check of the address asks for the taken ones again.
    await waitFor(() => expect(studio.state.takenPaths).toHaveLength(2));
    studio.state.takenPaths[1]!(['/docs/ab/15.10.24/00/']);
    await waitFor(() => expect(studio.state.navigated).toHaveLength(1));
    expect(studio.state.navigated[0]).toEqual({ id: 'landingPage-fr-docs-ab-15-10-24-e2e', type: 'landingPage' });
    expect(studio.state.created[0]).toMatchObject({ _id: 'drafts.landingPage-fr-docs-ab-15-10-24-e2e' });
  });
});
