import type { UserViewComponent } from 'sanity/structure';
import { LOCALE_NAMES } from '@paperwise/schemas/locales';
import { isLegalDocumentType } from '@paperwise/schemas/documents/legalDocument.rules';
import { OverviewCellLink } from './LegalOverview';
import { buildLegalOverview, describeCell } from './overview';
import { useLegalDocuments } from './useLegalDocuments';

/** The "Translations" tab of a legal text: the same text in the other languages, with their state. */
export const LegalTranslationsView: UserViewComponent = ({ document }) => {
  const { documents, error } = useLegalDocuments();
  const documentType = document.displayed.documentType;
  if (!isLegalDocumentType(documentType)) {
    return <p style={{ padding: '1rem' }}>Choose the kind of legal text first.</p>;
  }
  if (error) return <p style={{ padding: '1rem', color: '#c62828' }}>{error}</p>;
  if (!documents) return <p style={{ padding: '1rem' }}>Loading…</p>;
  const row = buildLegalOverview(documents).find((candidate) => candidate.documentType === documentType)!;
  return (
    <ul style={{ padding: '1rem 1.25rem', margin: 0, listStyle: 'none', lineHeight: 1.8 }}>
      {row.cells.map((cell) => (
        <li key={cell.language}>
          <strong style={{ display: 'inline-block', minWidth: '7rem' }}>{LOCALE_NAMES[cell.language]}</strong>{' '}
          <OverviewCellLink row={row} cell={cell} /> <span style={{ opacity: 0.7 }}>{describeCell(cell)}</span>
        </li>
      ))}
    </ul>
  );
};
