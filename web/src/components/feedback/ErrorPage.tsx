'use client';

import { createContext, useContext, type ReactNode } from 'react';
import styles from './StatusPage.module.css';

/** The error page's words in the visitor's language, given by the language's layout. */
export interface ErrorPageLabels {
  heading: string;
  text: string;
  /** "Error {status}": the status code goes in place of {status}. */
  status: string;
  retry: string;
  home: string;
  homeHref: string;
}

const ErrorPageLabelsContext = createContext<ErrorPageLabels | null>(null);

/**
 * Hands the error page its words: an error boundary is a client component rendered in place of
 * the page, so it reads them from here rather than from the server's translations.
 */
export function ErrorPageLabelsProvider({ labels, children }: { labels: ErrorPageLabels; children: ReactNode }) {
  return <ErrorPageLabelsContext.Provider value={labels}>{children}</ErrorPageLabelsContext.Provider>;
}

/** Used only where no layout gave the words (the error happened above it): plain English. */
const FALLBACK: ErrorPageLabels = {
  heading: 'Sorry, something went wrong on our side.',
  text: 'The page could not be shown just now. Try again in a moment, or go back to the home page.',
  status: 'Error {status}',
  retry: 'Try again',
  home: 'Back to the home page',
  homeHref: '/',
};

/** The status an error carries (a service's answer), or 500: a page that fails is a server error. */
export function statusOf(error: unknown): number {
  const status =
    (error as { status?: unknown; statusCode?: unknown } | null)?.status ??
    (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
}

/**
 * What a visitor sees when a page fails: a message, the status code and a way on (try again, or
 * the home page), in the site's look and the visitor's language.
 */
export function ErrorPage({ error, retry }: { error: unknown; retry?: () => void }) {
  const labels = useContext(ErrorPageLabelsContext) ?? FALLBACK;
  return (
    <main id="main" className="content-grid">
      <section className={`${styles.view} error-page`} aria-labelledby="error-heading">
        <div className={styles.text}>
          <p className={`badge ${styles.code}`}>{labels.status.replace('{status}', String(statusOf(error)))}</p>
          <h1 id="error-heading">{labels.heading}</h1>
          <p className={`lead ${styles.lead}`}>{labels.text}</p>
          <div className={styles.actions}>
            {retry ? (
              <button type="button" className="button button-primary button-lg" onClick={retry}>
                {labels.retry}
              </button>
            ) : null}
            <a className="button button-secondary button-lg" href={labels.homeHref}>
              {labels.home}
            </a>
          </div>
        </div>
      </section>
    </main>
  );
}
