import type { CSSProperties } from 'react';
import { Box, Card, Stack, Text } from '@sanity/ui';
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
  padding: '0.5rem 0.4rem',
  borderBottom: '1px solid var(--card-border-color, #e2e6ec)',
  verticalAlign: 'top',
  textAlign: 'left',
};

const headStyle: CSSProperties = {
  ...cellStyle,
  fontWeight: 500,
  color: 'var(--card-muted-fg-color, #6e7683)',
  whiteSpace: 'nowrap',
};

/** The cells' links read as the desk's text; their underline shows on hover and focus only. */
const linkStyle: CSSProperties = { color: 'inherit', textDecoration: 'none', display: 'block', whiteSpace: 'nowrap' };

/** One language of one legal text: its date and state, opening the document (or creating it). */
export function OverviewCellLink({ row, cell }: { row: OverviewRow; cell: OverviewCell }) {
  const mark = MARK[cell.status];
  const label = (
    <>
      <span aria-hidden="true" style={{ color: mark.color, marginRight: '0.25rem' }}>
        {mark.symbol}
      </span>
      {cell.status === 'missing' ? 'not written' : (cell.revised ?? 'no date')}
      {cell.hasDraft ? ' (draft)' : ''}
      {cell.status === 'outdated' ? (
        <span style={{ display: 'block', color: mark.color, fontSize: '0.85em', whiteSpace: 'normal' }}>
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
      <IntentLink intent="edit" params={{ id: cell.id, type: 'legalDocument' }} title={title} style={linkStyle}>
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
      style={{ ...linkStyle, color: 'var(--card-muted-fg-color, #6e7683)' }}
    >
      {label}
    </IntentLink>
  );
}

/**
 * The "Legal texts" overview of the desk: every legal text against the six languages, with the
 * translations whose revision date is older than the English text flagged. Drawn with the studio's
 * own components and colours, so it reads like the rest of the desk.
 */
export function LegalOverview() {
  const { documents, error } = useLegalDocuments();
  if (error) {
    return (
      <Box padding={4}>
        <Card tone="critical" padding={3} radius={2} border>
          <Text size={1}>The legal texts could not be loaded: {error}</Text>
        </Card>
      </Box>
    );
  }
  if (!documents) {
    return (
      <Box padding={4}>
        <Text size={1} muted>
          Loading the legal texts…
        </Text>
      </Box>
    );
  }
  const rows = buildLegalOverview(documents);
  const outdated = rows.reduce((sum, row) => sum + row.outdated.length, 0);
  const languages = rows[0]!.cells.map((cell) => cell.language);
  return (
    <Box padding={4} style={{ overflowX: 'auto' }}>
      <Stack gap={4}>
        <Card tone={outdated === 0 ? 'positive' : 'caution'} padding={3} radius={2} border>
          <Text size={1}>
            {outdated === 0
              ? 'Every translation is as recent as its English text.'
              : `${outdated} translation(s) are older than their English text (⚠): check them against the English revision.`}
          </Text>
        </Card>
        <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: '0.75rem', lineHeight: 1.4 }}>
          <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: '0.75rem', fontSize: '0.875rem' }}>
            Legal texts by language (revision dates)
          </caption>
          <thead>
            <tr>
              <th scope="col" style={headStyle}>
                Text
              </th>
              {languages.map((language) => (
                <th key={language} scope="col" style={headStyle}>
                  {LOCALE_NAMES[language]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.documentType} data-outdated={row.outdated.join(' ') || undefined}>
                <th scope="row" style={{ ...cellStyle, fontWeight: 600, minWidth: '6.5rem' }}>
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
        <Text size={1} muted>
          ● English reference · ✓ up to date · ⚠ older than English · — not written (the affiliate agreement exists in
          English only; the site says so to other readers) · ? no date to compare.
        </Text>
      </Stack>
    </Box>
  );
}
