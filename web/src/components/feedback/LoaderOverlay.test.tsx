// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initialGlobalState, useGlobalStore } from '@/engine/stores/global';
import en from '../../../messages/en.json';
import fr from '../../../messages/fr.json';
import { LoaderOverlay } from './LoaderOverlay';

beforeEach(() => useGlobalStore.setState(initialGlobalState));
afterEach(cleanup);

const overlay = () => document.querySelector('.loader-overlay');

describe('the loader overlay', () => {
  it('shows nothing until the global state asks for it', () => {
    render(<LoaderOverlay defaultMessage={en.layout.loading} />);
    expect(overlay()).toBeNull();
  });

  it('says “Loading” by default (the layouts’ wording), see-through unless asked to be opaque', () => {
    expect(en.layout.loading).toBe('Loading');
    render(<LoaderOverlay defaultMessage={en.layout.loading} />);
    act(() => useGlobalStore.getState().setLoader(true));
    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect(overlay()!.hasAttribute('data-opaque')).toBe(false);
    act(() => useGlobalStore.getState().setLoader(true, null, true));
    expect(overlay()!.hasAttribute('data-opaque')).toBe(true);
  });

  it('shows the message it is given instead, in the page’s language otherwise', () => {
    render(<LoaderOverlay defaultMessage={fr.layout.loading} />);
    act(() => useGlobalStore.getState().setLoader(true));
    expect(screen.getByRole('status').textContent).toBe('Chargement');
    act(() => useGlobalStore.getState().setLoader(true, 'Préparation de votre document'));
    expect(screen.getByRole('status').textContent).toBe('Préparation de votre document');
  });

  it('goes away when a page left for the web app comes back from the back-forward cache', () => {
    render(<LoaderOverlay defaultMessage={en.layout.loading} />);
    act(() => useGlobalStore.getState().setLoader(true, null, true));
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    });
    expect(overlay()).not.toBeNull();
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });
    expect(overlay()).toBeNull();
  });
});
