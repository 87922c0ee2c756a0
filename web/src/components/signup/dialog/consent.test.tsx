import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fillSentence } from './consent';

// Plain anchors: what the dialog passes in is irrelevant here, only where it lands.
/* eslint-disable @next/next/no-html-link-for-pages */
const html = (template: string) =>
  renderToStaticMarkup(
    <p>
      {fillSentence(template, {
        action: 'Get Started Now',
        terms: <a href="/t/">Terms</a>,
        privacy: <a href="/p/">Privacy</a>,
      })}
    </p>,
  );

describe('fillSentence', () => {
  it('puts the wording and the links where the translation has them', () => {
    expect(html('En cliquant sur « {action} », vous acceptez nos {terms} et notre {privacy}.')).toBe(
      '<p>En cliquant sur « Get Started Now », vous acceptez nos <a href="/t/">Terms</a> et notre <a href="/p/">Privacy</a>.</p>',
    );
  });
  it('keeps unknown placeholders and escapes text', () => {
    expect(html('{unknown} <b>{action}</b>')).toBe('<p>{unknown} &lt;b&gt;Get Started Now&lt;/b&gt;</p>');
  });
});
