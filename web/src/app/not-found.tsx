import { NotFoundView } from '@/components/site/NotFoundView';

/** Requests the locale router never sees (e.g. an unknown file path) end here, in English. */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <NotFoundView locale="en" />
      </body>
    </html>
  );
}
