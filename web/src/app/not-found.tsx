import { NotFoundView } from '@/components/not-found/NotFoundView';
import { inter } from '@/styles/fonts';

/**
 * Requests the locale router never sees (e.g. an unknown file path) end here, in English. Its
 * markup also travels in the payload of every page, so it has no illustration.
 */
export default function GlobalNotFound() {
  return (
    <html lang="en" className={inter.variable}>
      <body>
        <main id="main" className="content-grid">
          <NotFoundView locale="en" illustration={false} />
        </main>
      </body>
    </html>
  );
}
