// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { legalDialogBody } from './legal-dialog-action';

afterEach(cleanup);

describe('legalDialogBody (the server action of the terms and affiliate dialogs)', () => {
  it('renders the page’s text for the dialog: prefixed anchors, h3 headings', async () => {
    const { container } = render(<>{await legalDialogBody('eula', 'es')}</>);
    expect(container.querySelectorAll('section[id^="dialog-section-"]')).toHaveLength(24);
    expect(container.querySelector('#dialog-section-1 h3')!.textContent).toMatch(/^1\. /);
    expect(container.querySelector('[role="note"]')).toBeNull();
    expect(container.querySelector('a[href="/es/company/privacy-policy/"]')).not.toBeNull();
  });

  it('says the affiliate agreement is in English only, outside English', async () => {
    const { container } = render(<>{await legalDialogBody('affiliateAgreement', 'it')}</>);
    expect(container.querySelector('[role="note"]')!.textContent).toMatch(/disponibile solo in inglese/);
    expect(container.querySelector('#dialog-schedule-a')).not.toBeNull();
    expect(container.querySelector('[lang="en"]')).not.toBeNull();
  });

  it('refuses arguments that are not a legal text and a language (they come from the browser)', async () => {
    await expect(legalDialogBody('secrets', 'en')).rejects.toThrow('Unknown legal text or language.');
    await expect(legalDialogBody('eula', 'xx')).rejects.toThrow('Unknown legal text or language.');
  });
});
