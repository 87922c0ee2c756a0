import { describe, expect, it } from 'vitest';
import { html } from './html';

describe('html', () => {
  it('escapes interpolated text and attributes but not markup made by itself', () => {
    const name = `"><script>alert('x')</script>`;
    const inner = html`<b>${name}</b>`;
    const out = html`<p title="${name}">${inner}${['a', html`<i>b</i>`]}${null}${false}${3}</p>`.toString();
    expect(out).toBe(
      '<p title="&#34;&#62;&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62;"><b>&#34;&#62;&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62;</b>a<i>b</i>3</p>',
    );
  });
});
