import Link from 'next/link';
import type { Locale } from '@paperwise/schemas/locales';
import { localizedPath } from '@/i18n/routing';

export function SiteHeader({ locale, productName }: { locale: Locale; productName: string }) {
  return (
    <header className="site-header">
      <Link className="logo" href={localizedPath('/', locale)}>
        {productName}
        <span aria-hidden="true">™</span>
      </Link>
    </header>
  );
}
