import { headerScrollState } from './header-rules';

/**
 * The window's scroll position reduced to the three states the header shows (top, scrolled, past
 * 500 px), for useSyncExternalStore: the header re-renders only when the state changes.
 */
export type ScrollStage = 'top' | 'scrolled' | 'past-threshold';

export function scrollStage(scrollY: number): ScrollStage {
  const state = headerScrollState(scrollY);
  if (!state.scrolled) return 'top';
  return state.tryOutlined ? 'scrolled' : 'past-threshold';
}

export function subscribeScroll(listener: () => void): () => void {
  window.addEventListener('scroll', listener, { passive: true });
  return () => window.removeEventListener('scroll', listener);
}

export const getScrollStage = (): ScrollStage => scrollStage(window.scrollY);
export const getServerScrollStage = (): ScrollStage => 'top';
