// Component tests opt into jsdom per file with `// @vitest-environment jsdom`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

process.env.NEXT_TELEMETRY_DISABLED = '1';

// Each test file has a data folder of its own (the embedded services' databases, the local Content
// Lake seeded from the bundle), never the developer's data/ or DATA_DIR: edits made in a local
// studio do not change what the tests read. A test may still stub DATA_DIR with a folder of its own.
const dataDir = mkdtempSync(join(tmpdir(), 'paperwise-unit-'));
process.env.DATA_DIR = dataDir;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  installDialogPolyfill();
}

/**
 * jsdom has the <dialog> element and its `open` attribute but none of its methods. This is the
 * part of the browser's behaviour the components rely on, kept close to the HTML standard:
 * showModal() opens the dialog on top of the others and moves the focus into it (its autofocus
 * descendant, else its first focusable one, else itself); close() hides it, gives the focus back
 * to what had it before, and fires `close` in a later task; Escape, unless its keydown was
 * cancelled, fires a cancelable `cancel` at the topmost modal dialog and closes it when that is
 * not cancelled. jsdom has no layout and no `inert`, so what a modal dialog blocks behind it is
 * left to the browser tests.
 */
function installDialogPolyfill() {
  const FOCUSABLE =
    'button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';
  const previousFocus = new WeakMap<HTMLDialogElement, Element | null>();
  /** The modal dialogs, the topmost last. */
  const topLayer: HTMLDialogElement[] = [];
  const invalidState = (message: string) => new DOMException(message, 'InvalidStateError');

  function focusInside(dialog: HTMLDialogElement) {
    const target =
      dialog.querySelector<HTMLElement>('[autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog;
    if (target === dialog && !dialog.hasAttribute('tabindex')) {
      // The standard focuses the dialog itself here; jsdom only focuses elements that can take it.
      dialog.tabIndex = -1;
    }
    target.focus();
  }

  const proto = HTMLDialogElement.prototype;
  Object.assign(proto, {
    show(this: HTMLDialogElement) {
      if (this.open) {
        if (topLayer.includes(this)) throw invalidState('The dialog is already open as a modal dialog.');
        return;
      }
      this.setAttribute('open', '');
      focusInside(this);
    },
    showModal(this: HTMLDialogElement) {
      if (this.open) {
        if (topLayer.includes(this)) return;
        throw invalidState('The dialog is already open as a non-modal dialog.');
      }
      if (!this.isConnected) throw invalidState('The dialog is not in a document.');
      previousFocus.set(this, this.ownerDocument.activeElement);
      this.setAttribute('open', '');
      topLayer.push(this);
      focusInside(this);
    },
    close(this: HTMLDialogElement, returnValue?: string) {
      if (!this.open) return;
      this.removeAttribute('open');
      const index = topLayer.indexOf(this);
      if (index >= 0) topLayer.splice(index, 1);
      if (returnValue !== undefined) this.returnValue = returnValue;
      const previous = previousFocus.get(this);
      previousFocus.delete(this);
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
      setTimeout(() => this.dispatchEvent(new Event('close')), 0);
    },
  });
  if (!('returnValue' in proto)) {
    const values = new WeakMap<HTMLDialogElement, string>();
    Object.defineProperty(proto, 'returnValue', {
      configurable: true,
      get(this: HTMLDialogElement) {
        return values.get(this) ?? '';
      },
      set(this: HTMLDialogElement, value: string) {
        values.set(this, String(value));
      },
    });
  }

  // A close request: after the keydown has gone through the page, so a listener can cancel it.
  window.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const dialog = topLayer.filter((candidate) => candidate.isConnected && candidate.open).at(-1);
    if (!dialog) return;
    if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  });
}
