import sharp from 'sharp';
import type { Area, Template } from './catalogue';

/** Thumbnail sizes the site asks for (250px, swapped for 600px on the landing hero). */
export const THUMB_WIDTHS = [250, 600] as const;
export type ThumbWidth = (typeof THUMB_WIDTHS)[number];

const AREA_COLOURS: Record<Area, string> = {
  legal: '#1e3a8a',
  administration: '#334155',
  hr: '#0f766e',
  finance: '#166534',
  'sales-marketing': '#9a3412',
  operations: '#6b21a8',
};

const KIND_LABELS: Record<string, string> = {
  form: 'Form',
  agreement: 'Agreement',
  spreadsheet: 'Spreadsheet',
  letter: 'Letter',
  policy: 'Policy',
  report: 'Report',
  checklist: 'Checklist',
  plan: 'Plan',
  notice: 'Notice',
  resolution: 'Resolution',
  contract: 'Contract',
  presentation: 'Presentation',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Greedy word wrap by an average glyph width; long words are cut rather than overflow. */
export function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const piece = word.length > maxChars ? `${word.slice(0, maxChars - 1)}…` : word;
    if (!current) current = piece;
    else if (current.length + 1 + piece.length <= maxChars) current += ` ${piece}`;
    else {
      lines.push(current);
      current = piece;
    }
  }
  if (current) lines.push(current);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    const last = kept[maxLines - 1]!;
    kept[maxLines - 1] = `${(last.length < maxChars ? last : last.slice(0, maxChars - 1)).trimEnd()}…`;
    return kept;
  }
  return lines;
}

/**
 * A page-shaped preview drawn as SVG at a 250-unit width (A4 proportions): a coloured band for
 * the area, the kind, the title and grey lines standing for text. Scaled to the asked width.
 */
export function thumbnailSvg(template: Template, width: ThumbWidth): string {
  const w = 250;
  const h = 354;
  const colour = AREA_COLOURS[template.area];
  const titleLines = wrap(template.en, 20, 4);
  const title = titleLines.map((line, i) => `<tspan x="20" y="${106 + i * 22}">${escapeXml(line)}</tspan>`).join('');
  const textTop = 106 + titleLines.length * 22 + 14;
  const bars: string[] = [];
  for (let y = textTop, i = 0; y < h - 30; y += 14, i += 1) {
    const length = i % 4 === 3 ? 120 : 210 - ((i * 37) % 40);
    bars.push(`<rect x="20" y="${y}" width="${length}" height="6" rx="3" fill="#e2e8f0"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round((h * width) / w)}" viewBox="0 0 ${w} ${h}">
<rect width="${w}" height="${h}" fill="#ffffff"/>
<rect x="0.5" y="0.5" width="${w - 1}" height="${h - 1}" fill="none" stroke="#cbd5e1"/>
<rect width="${w}" height="56" fill="${colour}"/>
<text x="20" y="35" font-family="DejaVu Sans, Arial, sans-serif" font-size="15" fill="#ffffff" letter-spacing="1">${escapeXml((KIND_LABELS[template.kind] ?? 'Template').toUpperCase())}</text>
<text font-family="DejaVu Sans, Arial, sans-serif" font-size="18" font-weight="bold" fill="#0f172a">${title}</text>
${bars.join('\n')}
</svg>`;
}

const cache = new Map<string, Promise<Buffer>>();
const CACHE_LIMIT = 400;

/** The PNG thumbnail, rendered once and kept (up to a bound) in memory. */
export function thumbnailPng(template: Template, width: ThumbWidth): Promise<Buffer> {
  const key = `${template.id}/${width}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = sharp(Buffer.from(thumbnailSvg(template, width)))
      .png({ compressionLevel: 9 })
      .toBuffer();
    pending.catch(() => cache.delete(key));
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(key, pending);
  }
  return pending;
}
