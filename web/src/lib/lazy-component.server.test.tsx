import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** The whole HTML of a page prerendered as the build does, every lazy part resolved. */
async function prerendered(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe('lazyComponent on the server', () => {
  it('is drawn into the prerendered page', async () => {
    const LazyGreeting = lazyComponent(async () => Greeting);
    expect(await prerendered(<LazyGreeting name="Ada" />)).toContain('<p>Hello <!-- -->Ada</p>');
  });

  it('draws nothing when kept off the server, and never fetches its code there', async () => {
    let loaded = false;
    const LazyGreeting = lazyComponent(
      async () => {
        loaded = true;
        return Greeting;
      },
      { ssr: false },
    );
    const html = await prerendered(<LazyGreeting name="Ada" />);
    expect(html).not.toContain('Hello');
    expect(loaded).toBe(false);
  });
});
