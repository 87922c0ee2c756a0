import type { CSSProperties } from 'react';
import { IntentLink } from 'sanity/router';
import { LOCALE_NAMES } from '@paperwise/schemas/locales';
import { legalDocumentId } from '@paperwise/schemas/documents/legalDocument.rules';
import { buildLegalOverview, describeCell, type CellStatus, type OverviewCell, type OverviewRow } from './overview';
import { LEGAL_TRANSLATION_TEMPLATE } from './template';
import { useLegalDocuments } from './useLegalDocuments';

const MARK: Record<CellStatus, { symbol: string; color: string }> = {
  reference: { symbol: '●', color: 'inherit' },
  current: { symbol: '✓', color: '#2e7d32' },
  outdated: { symbol: '⚠', color: '#b26a00' },
  missing: { symbol: '—', color: '#8a8f98' },
  undated: { symbol: '?', color: '#c62828' },
  noReference: { symbol: '?', color: '#8a8f98' },
};

const cellStyle: CSSProperties = {
  padding: '0.5rem 0.75rem',
  borderBottom: '1px solid var(--card-border-color, #e2e6ec)',
  verticalAlign: 'top',
  textAlign: 'left',
};

/** One language of one legal text: its date and state, opening the document (or creating it). */
export function OverviewCellLink({ row, cell }: { row: OverviewRow; cell: OverviewCell }) {
  const mark = MARK[cell.status];
  const label = (
    <>
      <span aria-hidden="true" style={{ color: mark.color, marginRight: '0.35rem' }}>
        {mark.symbol}
      </span>
      {cell.status === 'missing' ? 'not written' : (cell.revised ?? 'no date')}
      {cell.hasDraft ? ' (draft)' : ''}
      {cell.status === 'outdated' ? (
        <span style={{ display: 'block', color: mark.color, fontSize: '0.8em' }}>
          {cell.daysBehind} days older than English
        </span>
      ) : null}
      {cell.duplicates.length ? (
        <span style={{ display: 'block', color: '#c62828', fontSize: '0.8em' }}>
          + {cell.duplicates.length} duplicate(s)
        </span>
      ) : null}
    </>
  );
  const title = `${row.title}, ${LOCALE_NAMES[cell.language]}: ${describeCell(cell)}`;
  if (cell.id) {
    return (
      <IntentLink intent="edit" params={{ id: cell.id, type: 'legalDocument' }} title={title}>
        {label}
      </IntentLink>
    );
  }
  return (
    <IntentLink
      intent="create"
      params={[
        {
          id: legalDocumentId(row.documentType, cell.language),
          type: 'legalDocument',
          template: LEGAL_TRANSLATION_TEMPLATE,
        },
        { documentType: row.documentType, language: cell.language },
      ]}
      title={`${title}. Create it.`}
    >
      {label}
    </IntentLink>
  );
}

/**
 * The "Legal texts" overview of the desk: every legal text against the six languages, with the
 * translations whose revision date is older than the English text flagged.
 */
export function LegalOverview() {
  const { documents, error } = useLegalDocuments();
  if (error) return <p style={{ padding: '1rem', color: '#c62828' }}>The legal texts could not be loaded: {error}</p>;
  if (!documents) return <p style={{ padding: '1rem' }}>Loading the legal texts…</p>;
  const rows = buildLegalOverview(documents);
  const outdated = rows.reduce((sum, row) => sum + row.outdated.length, 0);
  const languages = rows[0]!.cells.map((cell) => cell.language);
  return (
    <div style={{ padding: '1rem 1.25rem', overflowX: 'auto' }}>
      <p style={{ marginTop: 0 }}>
        {outdated === 0
          ? 'Every translation is as recent as its English text.'
          : `${outdated} translation(s) are older than their English text (⚠): check them against the English revision.`}
      </p>
      <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: '0.875rem' }}>
        <caption style={{ textAlign: 'left', fontWeight: 600, marginBottom: '0.5rem' }}>
          Legal texts by language (revision dates)
        </caption>
        <thead>
          <tr>
            <th scope="col" style={cellStyle}>
              Text
            </th>
            {languages.map((language) => (
              <th key={language} scope="col" style={cellStyle}>
                {LOCALE_NAMES[language]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.documentType} data-outdated={row.outdated.join(' ') || undefined}>
              <th scope="row" style={cellStyle}>
                {row.title}
              </th>
              {row.cells.map((cell) => (
                <td key={cell.language} style={cellStyle} data-status={cell.status}>
                  <OverviewCellLink row={row} cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ fontSize: '0.8em', opacity: 0.75 }}>
        ● English reference · ✓ up to date · ⚠ older than English · — not written (the affiliate agreement exists in
        English only; the site says so to other readers) · ? no date to compare.
      </p>
    </div>
  );
}
