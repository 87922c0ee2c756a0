import { getTranslations } from 'next-intl/server';
import type { Locale } from '@paperwise/schemas/locales';
import { localizedPath } from '@/i18n/routing';
import styles from './StatusPage.module.css';

/**
 * What a visitor sees at a page whose content names a layout, preset or behaviour the code does
 * not know: the error page's look, the 500 status, "Unknown middleware" and the way home.
 * Server markup only.
 */
export async function UnknownMiddlewareView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'unknownMiddleware' });
  return (
    // error-page and unknown-middleware: the stable classes tests find the view by.
    <section className={`${styles.view} error-page unknown-middleware`} aria-labelledby="error-heading">
      <div className={styles.text}>
        <p className={`badge ${styles.code}`}>{t('status')}</p>
        <h1 id="error-heading">{t('heading')}</h1>
        <p className={`lead ${styles.lead}`}>{t('text')}</p>
        <div className={styles.actions}>
          <a className="button button-primary button-lg" href={localizedPath('/', locale)}>
            {t('home')}
          </a>
        </div>
      </div>
    </section>
  );
}
