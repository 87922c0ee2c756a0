/**
 * The RSC payload a page's HTML carries inline (`self.__next_f.push([1, "..."])` scripts), taken
 * apart: its rows by kind, and the props each client component receives. Every byte of it is
 * parsed by the browser during the page's load, and the props of a client component are what
 * hydration hands it; a dialog's copy or a list of documents sent as props costs before anyone
 * opens the dialog.
 */

/** One row of the flight stream: `<id>:<tag><data>`; a text row (`T`) carries its length. */
export interface PayloadRow {
  id: string;
  /** 'I' a client module reference, 'HL' a resource hint, 'T' a text, '' a model (JSON tree), or another tag. */
  tag: string;
  /** Bytes of the row as sent (UTF-8). */
  bytes: number;
  data: string;
}

export interface PayloadParts {
  /** The inline scripts' string chunks, joined: the flight stream itself. */
  streamBytes: number;
  /** Inline push scripts (each a script element the parser runs). */
  pushes: number;
  rows: PayloadRow[];
  /** Bytes per row kind (client references, hints, texts, model rows). */
  byKind: Map<string, number>;
  /** Per client component (its export name): instances and the bytes of their props, children left out. */
  clientProps: Map<string, { instances: number; bytes: number }>;
}

/** The flight stream of a page: the string of every `self.__next_f.push([1, ...])` script, in order. */
export function payloadStream(html: string): { stream: string; pushes: number } {
  let stream = '';
  let pushes = 0;
  for (const match of html.matchAll(/<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)) {
    const entry = JSON.parse(match[1]!) as unknown[];
    pushes++;
    if (entry[0] === 1 && typeof entry[1] === 'string') stream += entry[1];
  }
  return { stream, pushes };
}

/** Splits the stream into rows; a text row's length is in bytes of UTF-8, so the stream is read as bytes. */
export function payloadRows(stream: string): PayloadRow[] {
  const bytes = Buffer.from(stream);
  const rows: PayloadRow[] = [];
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(0x3a, at);
    if (colon < 0) break;
    const id = bytes.subarray(at, colon).toString();
    let cursor = colon + 1;
    let tag = '';
    while (cursor < bytes.length && /[A-Z]/.test(String.fromCharCode(bytes[cursor]!))) {
      tag += String.fromCharCode(bytes[cursor]!);
      cursor++;
    }
    let end: number;
    let data: string;
    if (tag === 'T') {
      const comma = bytes.indexOf(0x2c, cursor);
      const length = Number.parseInt(bytes.subarray(cursor, comma).toString(), 16);
      end = comma + 1 + length;
      data = bytes.subarray(comma + 1, end).toString();
    } else {
      const newline = bytes.indexOf(0x0a, cursor);
      end = newline < 0 ? bytes.length : newline + 1;
      data = bytes.subarray(cursor, newline < 0 ? bytes.length : newline).toString();
    }
    rows.push({ id, tag, bytes: end - at, data });
    at = end;
  }
  return rows;
}

/** A client reference row's export name: `I[id, chunks, name]` or `I{"id":…,"name":…}`. */
export function referenceName(data: string): string {
  try {
    const value = JSON.parse(data) as unknown;
    if (Array.isArray(value)) return String(value[2] || 'default');
    if (value && typeof value === 'object') return String((value as { name?: string }).name || 'default');
  } catch {
    // An unreadable reference is still counted, under its raw text.
  }
  return data.slice(0, 40);
}

const KIND_NAMES: Record<string, string> = {
  I: 'client references',
  HL: 'resource hints',
  T: 'texts',
  '': 'model rows (the tree)',
};

/** The parts of a page's payload: row kinds and the props of each client component. */
export function payloadParts(html: string): PayloadParts {
  const { stream, pushes } = payloadStream(html);
  const rows = payloadRows(stream);
  const byKind = new Map<string, number>();
  const references = new Map<string, string>();
  for (const row of rows) {
    const kind = KIND_NAMES[row.tag] ?? `tag ${row.tag}`;
    byKind.set(kind, (byKind.get(kind) ?? 0) + row.bytes);
    if (row.tag === 'I') references.set(row.id, referenceName(row.data));
  }
  const clientProps = new Map<string, { instances: number; bytes: number }>();
  const visit = (node: unknown): void => {
    if (!Array.isArray(node)) {
      if (node && typeof node === 'object') Object.values(node).forEach(visit);
      return;
    }
    if (node[0] === '$' && typeof node[1] === 'string' && node.length >= 4) {
      const reference = /^\$L([0-9a-f]+)$/.exec(node[1]);
      const name = reference ? references.get(reference[1]!) : undefined;
      const props = (node[3] ?? {}) as Record<string, unknown>;
      if (name) {
        const { children: _children, ...own } = props;
        const entry = clientProps.get(name) ?? { instances: 0, bytes: 0 };
        entry.instances++;
        entry.bytes += Buffer.byteLength(JSON.stringify(own));
        clientProps.set(name, entry);
      }
      visit(props);
      return;
    }
    node.forEach(visit);
  };
  for (const row of rows) {
    if (row.tag !== '') continue;
    try {
      visit(JSON.parse(row.data));
    } catch {
      // A row that is not JSON (a reference like "$@1") has no element to count.
    }
  }
  return { streamBytes: Buffer.byteLength(stream), pushes, rows, byKind, clientProps };
}
