import { describe, expect, it } from 'vitest';
import { resolveLanding } from '@/content/landing';
import { toSignupVariant } from './adapter';

async function variantFor(path: string, locale: 'en' | 'fr' | 'es') {
  const config = await resolveLanding(path, locale);
  if (!config) throw new Error(`no landing page ${path} in ${locale}`);
  return { config, variant: toSignupVariant(config, { productName: 'Paperwise' }) };
}

describe('toSignupVariant: the bundled landing content as engine configuration', () => {
  it('carries the variant id, language, path and the dialog of the page', async () => {
    const { config, variant } = await variantFor('/docs/ab/11.05.24/01/', 'en');
    expect(variant.variantId).toBe(config.analytics.variantId);
    expect(variant.locale).toBe('en');
    expect(variant.path).toBe('/docs/ab/11.05.24/01/');
    expect(variant.productName).toBe('Paperwise');
    expect(variant.dialog.key).toBe(config.dialog.key);
    expect(variant.dialog.buttonActive).toBe(config.dialog.buttonActive);
    expect(variant.templates.documents).toHaveLength(config.templates.documents.length);
    expect(variant.templates.documents[0]).toEqual({
      _key: config.templates.documents[0]!._key,
      templateId: config.templates.documents[0]!.templateId,
      label: config.templates.documents[0]!.label,
      url: config.templates.documents[0]!.url,
      thumb: config.templates.documents[0]!.thumb,
      search: config.templates.documents[0]!.search,
    });
  });

  it('keeps the password labels of a password dialog and supplies them for an e-mail-only one', async () => {
    const password = await variantFor('/docs/ab/11.05.24/00/', 'fr');
    expect(password.variant.dialog.kind).toBe(password.config.dialog.kind);
    if (password.config.dialog.fieldLabels.passError) {
      expect(password.variant.dialog.labels.passError).toBe(password.config.dialog.fieldLabels.passError);
    }
    const email = await variantFor('/docs/', 'es');
    expect(email.config.dialog.fieldLabels.passwordLabel ?? null).toBeNull();
    expect(email.variant.dialog.labels.passwordLabel).toBe('Cree una contraseña');
    expect(email.variant.dialog.labels.confirmPassError).toBe('Las contraseñas no coinciden');
  });

  it('takes the direct-go rule from the page’s dialog: v1 the e-mail cookie alone, the newer dialogs also sign-on', async () => {
    const first = await variantFor('/docs/', 'en');
    expect(first.config.dialog.key).toBe('v1');
    expect(first.variant.directGo).toBe('emailCookie');
    const logo = await variantFor('/docs/ab/11.05.24/01/', 'en');
    expect(logo.config.dialog.key).toBe('v5');
    expect(logo.variant.directGo).toBe('emailAndSsoCookie');
    // The dialog's field decides, not its key: a marketer switching the choice switches the engine.
    const switched = { ...logo.config, dialog: { ...logo.config.dialog, directGo: 'emailCookie' as const } };
    expect(toSignupVariant(switched, { productName: 'P' }).directGo).toBe('emailCookie');
  });

  it('gives plain data that survives the trip to the browser', async () => {
    const { variant } = await variantFor('/l/f/', 'en');
    expect(JSON.parse(JSON.stringify(variant))).toEqual(variant);
  });
});
