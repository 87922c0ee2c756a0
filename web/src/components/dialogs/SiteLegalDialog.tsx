import { getTranslations } from 'next-intl/server';
import type { Locale } from '@paperwise/schemas/locales';
import { LEGAL_COPY } from '@/legal/copy';
import { legalDialogBody } from '@/legal/legal-dialog-action';
import { legalPagePath } from '@/legal/links';
import { LegalDialog } from './LegalDialog';
import { LEGAL_DIALOGS, type LegalDialogKind } from './legal-dialog-rules';

/**
 * A layout's legal dialog in the page's language: the terms dialog (default and landing layouts) or
 * the affiliate-agreement dialog (company layout). Its links are the page's links to the text.
 */
export async function SiteLegalDialog({ kind, locale }: { kind: LegalDialogKind; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'layout' });
  const { documentType, linkedPage } = LEGAL_DIALOGS[kind];
  const words =
    kind === 'terms'
      ? { title: t('termsTitle'), loading: t('termsLoading'), failed: t('termsFailed') }
      : {
          title: LEGAL_COPY[locale].kinds.affiliateAgreement,
          loading: t('affiliateLoading'),
          failed: t('affiliateFailed'),
        };
  return (
    <LegalDialog
      kind={kind}
      load={legalDialogBody.bind(null, documentType, locale)}
      pagePath={legalPagePath(linkedPage, locale)}
      labels={{ ...words, close: t('close'), retry: t('retry') }}
    />
  );
}
