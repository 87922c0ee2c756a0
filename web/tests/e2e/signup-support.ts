import { expect, type APIRequestContext, type BrowserContext, type Page, type Request } from '@playwright/test';

/** What the sign-up dialog says in each landing language, whichever variant shows it. */
const DIALOG_TEXTS = {
  en: {
    busy: 'Creating your account…',
    labels: {
      default: 'Enter your business email',
      error: 'Valid email address required',
      exists: 'Account already exists',
    },
    close: 'Close',
  },
  fr: {
    busy: 'Création de votre compte…',
    labels: {
      default: 'Entrez votre courriel professionnel',
      error: 'Adresse courriel valide requise',
      exists: 'Ce compte existe déjà',
    },
    close: 'Fermer',
  },
  es: {
    busy: 'Creando su cuenta…',
    labels: {
      default: 'Introduzca su correo electrónico profesional',
      error: 'Se requiere un correo electrónico válido',
      exists: 'La cuenta ya existe',
    },
    close: 'Cerrar',
  },
} as const;

/** The landing variants the sign-up browser tests drive (content: content/bundle.ndjson). */
export const VARIANTS = {
  logoEn: {
    path: '/docs/ab/11.05.24/01/',
    locale: 'en',
    variantId: 'docs-ab-11.05.24-01',
    cta: 'Download now',
    title: 'Welcome to Paperwise',
    submit: 'Download now',
    sendsDevice: true,
    ...DIALOG_TEXTS.en,
  },
  firstFr: {
    path: '/fr/docs/',
    locale: 'fr',
    variantId: 'docs',
    cta: 'Obtenir l’accès',
    title: 'Obtenez un accès instantané',
    submit: 'Obtenir l’accès',
    sendsDevice: false,
    ...DIALOG_TEXTS.fr,
  },
  campaignEs: {
    path: '/es/l/',
    locale: 'es',
    variantId: 'l',
    cta: 'Acceder ahora',
    title: 'Sus plantillas, a un solo paso',
    submit: 'Acceder ahora',
    sendsDevice: true,
    ...DIALOG_TEXTS.es,
  },
  benefitsEn: {
    path: '/l/f/',
    locale: 'en',
    variantId: 'l-f',
    cta: null,
    title: 'Unlock Your Business Potential',
    submit: 'Get instant access',
    sendsDevice: true,
    ...DIALOG_TEXTS.en,
  },
  efficiencyFr: {
    path: '/fr/lp/ab/23.05.18/01/',
    locale: 'fr',
    variantId: 'lp-ab-23.05.18-01',
    cta: 'Commencer maintenant',
    title: 'Gagnez en efficacité',
    submit: 'Commencer maintenant',
    sendsDevice: true,
    ...DIALOG_TEXTS.fr,
  },
} as const;

export type VariantCase = (typeof VARIANTS)[keyof typeof VARIANTS];

export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export const signupDialog = (page: Page) => page.getByRole('dialog');

/** Opens the variant's dialog the way a visitor does: the page's main call to action (or it is open already). */
export async function openDialog(page: Page, variant: VariantCase) {
  if (variant.cta) {
    await page.getByRole('main').getByRole('button', { name: variant.cta }).first().click();
  }
  const dialog = signupDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: variant.title })).toBeVisible();
  return dialog;
}

export async function dataLayer(page: Page): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(() => (window.dataLayer ?? []) as Array<Record<string, unknown>>);
}

export async function events(page: Page, name: string) {
  return (await dataLayer(page)).filter((entry) => entry.event === name);
}

/**
 * A returning visitor: an account made with the userbase and the cookies a sign-up leaves
 * (b_email, p_ssojwt), plus any `extra` cookies, in the browser context.
 */
export async function returningVisitor(
  request: APIRequestContext,
  context: BrowserContext,
  baseURL: string,
  tag: string,
  extra: Record<string, string> = {},
) {
  const email = uniqueEmail(tag);
  const { ssojwt } = await createAccount(request, email);
  const { hostname } = new URL(baseURL);
  await context.addCookies(
    Object.entries({ b_email: email, p_ssojwt: ssojwt, ...extra }).map(([name, value]) => ({
      name,
      value,
      domain: hostname,
      path: '/',
      sameSite: 'Lax' as const,
    })),
  );
  return { email, ssojwt };
}

/** An account made directly with the userbase, for the duplicate and returning-visitor journeys. */
export async function createAccount(request: APIRequestContext, email: string, password: string | null = null) {
  const response = await request.post('/embedded/userbase/user/', {
    headers: { 'content-type': 'text/plain' },
    data: JSON.stringify({
      Email: email,
      Password: password,
      AutogeneratePassword: password === null,
      Language: 'en',
      CreationPage: 'e2e',
    }),
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { jwt: string; ssojwt: string };
}

export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url()).searchParams);
}

export const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** The embedded web app's welcome page lists what the hand-off carried as dt/dd pairs. */
export async function handoffRows(page: Page): Promise<Record<string, string>> {
  return page.getByTestId('handoff').evaluate((list) => {
    const rows: Record<string, string> = {};
    for (const term of list.querySelectorAll('dt')) {
      rows[term.textContent?.trim() ?? ''] = term.nextElementSibling?.textContent?.trim() ?? '';
    }
    return rows;
  });
}
