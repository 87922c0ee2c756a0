'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';

/*
 * The last resort, shown when even the page's layout fails: no layout, no translations and no
 * stylesheet can be relied on here, so the few words it needs are in this file, in the six
 * languages, and its look is inline. It says what happened and links home, with the error's
 * reference (Next's digest, which the server logs beside the full error) for support to find it by,
 * and, on a site run on this machine (a loopback address: local mode, seen only by its developer),
 * the details themselves. A deployment never shows them: nobody reaches it on a loopback address.
 */
const WORDS = {
  en: {
    heading: 'This page could not be shown.',
    text: 'Something went wrong on our side.',
    home: 'Go to the home page',
    reference: 'Reference:',
    details: 'Details',
  },
  fr: {
    heading: 'Cette page n’a pas pu s’afficher.',
    text: 'Un problème est survenu de notre côté.',
    home: 'Aller à l’accueil',
    reference: 'Référence\u00a0:',
    details: 'Détails',
  },
  es: {
    heading: 'No se ha podido mostrar esta página.',
    text: 'Algo ha fallado por nuestra parte.',
    home: 'Ir a la página de inicio',
    reference: 'Referencia:',
    details: 'Detalles',
  },
  de: {
    heading: 'Diese Seite konnte nicht angezeigt werden.',
    text: 'Bei uns ist etwas schiefgelaufen.',
    home: 'Zur Startseite',
    reference: 'Referenz:',
    details: 'Details',
  },
  it: {
    heading: 'Non è stato possibile mostrare questa pagina.',
    text: 'Qualcosa non ha funzionato da parte nostra.',
    home: 'Vai alla home page',
    reference: 'Riferimento:',
    details: 'Dettagli',
  },
  pt: {
    heading: 'Não foi possível mostrar esta página.',
    text: 'Algo correu mal do nosso lado.',
    home: 'Ir para a página inicial',
    reference: 'Referência:',
    details: 'Detalhes',
  },
} as const;

type Language = keyof typeof WORDS;

/** A page served from this machine: the site runs locally, for its developer. */
function loopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' || hostname === '[::1]' || hostname === '::1' || /^127(?:\.\d{1,3}){3}$/.test(hostname)
  );
}

/** The page's host does not change while it is shown. */
const noChange = () => () => {};

/** The language of the address (/fr/…), English without a prefix. */
function languageOf(pathname: string): Language {
  const first = pathname.split('/')[1] ?? '';
  return Object.hasOwn(WORDS, first) ? (first as Language) : 'en';
}

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const language = languageOf(usePathname() ?? '/');
  // Known only in the browser: the server's render shows no details, the browser's adds them.
  const local = useSyncExternalStore(
    noChange,
    () => loopbackHost(window.location.hostname),
    () => false,
  );
  useEffect(() => {
    console.error('The site failed to render a page', error.digest ?? error.message);
  }, [error]);
  const words = WORDS[language];
  return (
    <html lang={language}>
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif', color: '#1b2430', background: '#fff' }}>
        <main style={{ maxWidth: '36rem', margin: '0 auto', padding: '4rem 1.5rem' }}>
          <p style={{ margin: 0, fontWeight: 600, color: '#5a6573' }}>Paperwise™ · 500</p>
          <h1 style={{ fontSize: '1.75rem', lineHeight: 1.25 }}>{words.heading}</h1>
          <p style={{ lineHeight: 1.5 }}>{words.text}</p>
          {error.digest ? (
            <p style={{ lineHeight: 1.5, color: '#5a6573' }}>
              {words.reference} <code>{error.digest}</code>
            </p>
          ) : null}
          {local ? (
            <details open style={{ margin: '1rem 0' }}>
              <summary style={{ fontWeight: 600 }}>{words.details}</summary>
              <pre style={{ whiteSpace: 'pre-wrap', fontSize: '0.875rem', background: '#f5f7fb', padding: '0.75rem' }}>
                {error.stack || `${error.name}: ${error.message}`}
              </pre>
            </details>
          ) : null}
          <a href={language === 'en' ? '/' : `/${language}/`} style={{ color: '#0b5fff', fontWeight: 600 }}>
            {words.home}
          </a>
        </main>
      </body>
    </html>
  );
}
