// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-component';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyComponent in the browser', () => {
  it('fetches the code on first render only, then draws the component with its props', async () => {
    const load = vi.fn(async () => Greeting);
    const LazyGreeting = lazyComponent(load);
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      render(<LazyGreeting name="Ada" />);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect((await screen.findByText('Hello Ada')).tagName).toBe('P');
  });

  it('draws a component kept off the server once the page runs in the browser', async () => {
    const LazyGreeting = lazyComponent(async () => Greeting, { ssr: false });
    await act(async () => {
      render(<LazyGreeting name="Grace" />);
    });
    expect(await screen.findByText('Hello Grace')).toBeTruthy();
  });
});
