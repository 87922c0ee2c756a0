/**
 * The product tour, drawn frame by frame on a canvas: this module runs in the browser page that
 * scripts/media/tour-video.ts opens (it is served there as JavaScript, with mediabunny beside it).
 * Every frame is a function of its time alone, and frames are encoded one after the other, never
 * recorded in real time: a busy machine cannot drop or stretch any.
 *
 * Scenes: (1) the template library, filtered by a search for "lease"; (2) a lease opened and its
 * fields filled in; (3) the share panel, both parties signing; (4) Cloud Drive's folders, the
 * signed lease filed in Contracts; (5) the closing card.
 */
import type * as Mediabunny from 'mediabunny';

/** The video's frames: the size of the site's player dialog (at most 960 px wide). */
export const TOUR = { width: 960, height: 540, fps: 24, seconds: 32 } as const;
/** The scenes are laid out on a 1280 × 720 grid, scaled to the video's size. */
const DESIGN = { width: 1280, height: 720 } as const;

const BRAND = '#0b5fff';
const BRAND_50 = '#eef3ff';
const BRAND_100 = '#dbe6ff';
const INK = '#1b2430';
const MUTED = '#5a6573';
const LINE = '#e2e6ec';
const SURFACE_2 = '#f4f6fa';
const SUCCESS = '#1a7f4b';
const SUCCESS_50 = '#e6f4ec';
const GREY = '#c7d0dc';
const SANS = 'Inter, system-ui, "DejaVu Sans", sans-serif';

type Ctx = CanvasRenderingContext2D;

// ---- Time and motion -------------------------------------------------------------------------

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
/** Linear progress of t from a to b, 0 before and 1 after. */
const lin = (t: number, a: number, b: number) => clamp01((t - a) / (b - a));
/** Eased (slow in, slow out) progress of t from a to b. */
function span(t: number, a: number, b: number): number {
  const x = lin(t, a, b);
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2;
}
const mix = (a: number, b: number, p: number) => a + (b - a) * p;
/** Visible from a to b, fading over `fade` seconds at both ends. */
const window01 = (t: number, a: number, b: number, fade = 0.4) =>
  Math.min(span(t, a, a + fade), 1 - span(t, b - fade, b));

/** Draws with the given opacity on top of the current one. */
function faded(ctx: Ctx, alpha: number, draw: () => void) {
  if (alpha <= 0.001) return;
  ctx.save();
  ctx.globalAlpha *= alpha;
  draw();
  ctx.restore();
}

// ---- Drawing helpers -------------------------------------------------------------------------

function font(size: number, weight = 400) {
  return `${weight} ${size}px ${SANS}`;
}

function text(
  ctx: Ctx,
  value: string,
  x: number,
  y: number,
  size: number,
  color: string,
  weight = 400,
  align: CanvasTextAlign = 'left',
) {
  ctx.font = font(size, weight);
  ctx.fillStyle = color;
  ctx.textAlign = align;
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(value, x, y);
  return ctx.measureText(value).width;
}

function box(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  fill: string | null,
  stroke: string | null = null,
  lineWidth = 1,
) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
  if (fill) {
    ctx.fillStyle = fill;
    ctx.fill();
  }
  if (stroke) {
    ctx.strokeStyle = stroke;
    ctx.lineWidth = lineWidth;
    ctx.stroke();
  }
}

/**
 * A rounded card with a shadow. The shadow is a flat, offset shape, not a blur: faint gradients
 * are what a small video file renders worst (blocks and bands).
 */
function card(ctx: Ctx, x: number, y: number, w: number, h: number, r = 12, stroke = LINE, shadow = 0.07) {
  box(ctx, x, y + 3, w, h, r, `rgba(27, 36, 48, ${shadow})`);
  box(ctx, x, y, w, h, r, '#fff');
  box(ctx, x + 0.5, y + 0.5, w - 1, h - 1, r, null, stroke);
}

function bar(ctx: Ctx, x: number, y: number, w: number, color = GREY, h = 7) {
  box(ctx, x, y, w, h, h / 2, color);
}

function check(ctx: Ctx, x: number, y: number, size: number, color: string, width = 2.4) {
  ctx.beginPath();
  ctx.moveTo(x - size * 0.5, y);
  ctx.lineTo(x - size * 0.12, y + size * 0.38);
  ctx.lineTo(x + size * 0.55, y - size * 0.4);
  ctx.strokeStyle = color;
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.stroke();
}

/** A page with a folded corner: the Paperwise mark and file icons. */
function pageGlyph(ctx: Ctx, x: number, y: number, w: number, h: number, fill: string, fold: string) {
  const f = w * 0.32;
  ctx.beginPath();
  ctx.moveTo(x, y + 2);
  ctx.quadraticCurveTo(x, y, x + 2, y);
  ctx.lineTo(x + w - f, y);
  ctx.lineTo(x + w, y + f);
  ctx.lineTo(x + w, y + h - 2);
  ctx.quadraticCurveTo(x + w, y + h, x + w - 2, y + h);
  ctx.lineTo(x + 2, y + h);
  ctx.quadraticCurveTo(x, y + h, x, y + h - 2);
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(x + w - f, y);
  ctx.lineTo(x + w - f, y + f);
  ctx.lineTo(x + w, y + f);
  ctx.closePath();
  ctx.fillStyle = fold;
  ctx.fill();
}

function logo(ctx: Ctx, x: number, y: number, size: number, tile: string, page: string, fold: string) {
  box(ctx, x, y, size, size, size * 0.26, tile);
  pageGlyph(ctx, x + size * 0.28, y + size * 0.2, size * 0.44, size * 0.6, page, fold);
}

function folder(ctx: Ctx, x: number, y: number, w: number, h: number, color: string, tab: string) {
  box(ctx, x, y, w * 0.45, h * 0.4, 4, tab);
  box(ctx, x, y + h * 0.16, w, h * 0.84, 5, color);
}

// ---- Layout ----------------------------------------------------------------------------------

const WIN = { x: 72, y: 104, w: 1136, h: 584 };
const TITLE_H = 36;
const SIDEBAR_W = 208;
/** The app's content area, right of the sidebar. */
const C = { x: WIN.x + SIDEBAR_W, y: WIN.y + TITLE_H, w: WIN.w - SIDEBAR_W, h: WIN.h - TITLE_H };

const NAV = ['Dashboard', 'Templates', 'Docs', 'Sheets', 'Cloud Drive'] as const;
const navY = (index: number) => C.y + 78 + index * 44;

// Scene times, in seconds.
const S1 = 0;
const S2 = 7.2;
const S3 = 14.8;
const S4 = 21.6;
const S5 = 27.6;
/** The chosen template's card grows into the editor's page; then the editor replaces the library. */
const OPEN_FROM = S2 - 0.9;
const OPEN_TO = S2 - 0.1;
/** Cloud Drive is clicked in the sidebar: it replaces the editor, as a page of the app would. */
const DRIVE_AT = S4 + 0.4;

// ---- Background, window, sidebar -------------------------------------------------------------

/** The whole frame in `background`, with discs of `disc` ([x, y, radius] each) over it. */
function frameWithDiscs(ctx: Ctx, background: string, disc: string, discs: ReadonlyArray<[number, number, number]>) {
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, DESIGN.width, DESIGN.height);
  ctx.fillStyle = disc;
  for (const [x, y, radius] of discs) {
    ctx.beginPath();
    ctx.arc(x, y, radius, 0, Math.PI * 2);
    ctx.fill();
  }
}

function backdrop(ctx: Ctx) {
  frameWithDiscs(ctx, BRAND_50, BRAND_100, [
    [1200, 40, 190],
    [40, 720, 140],
  ]);
}

const CAPTIONS: Array<[from: number, to: number, words: string]> = [
  [S1 + 0.3, S2, '3,000+ business templates'],
  [S2, S3, 'Open a template, fill it in'],
  [S3, S4, 'Share it and sign online'],
  [S4, S5 + 0.2, 'Every file in Cloud Drive, 20–200 GB'],
];

function caption(ctx: Ctx, t: number) {
  CAPTIONS.forEach(([from, to, words], index) => {
    const a = window01(t, from, to, 0.45);
    faded(ctx, a, () => {
      const dy = (1 - span(t, from, from + 0.45)) * 10;
      text(ctx, `${index + 1} / ${CAPTIONS.length}`, WIN.x + 2, 46 + dy, 15, BRAND, 600);
      text(ctx, words, WIN.x, 80 + dy, 32, INK, 700);
    });
  });
}

function navIcon(ctx: Ctx, index: number, x: number, y: number, color: string) {
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineWidth = 1.8;
  ctx.lineJoin = 'round';
  ctx.beginPath();
  switch (index) {
    case 0: // dashboard: four tiles
      for (const [dx, dy] of [
        [0, 0],
        [9, 0],
        [0, 9],
        [9, 9],
      ] as const)
        ctx.roundRect(x + dx, y + dy, 7, 7, 1.5);
      ctx.fill();
      return;
    case 1: // templates: two stacked pages
      ctx.roundRect(x + 4, y, 12, 15, 2);
      ctx.stroke();
      ctx.beginPath();
      ctx.roundRect(x, y + 3, 12, 15, 2);
      ctx.fillStyle = color === BRAND ? BRAND_50 : '#f8f9fc';
      ctx.fill();
      ctx.stroke();
      return;
    case 2: // docs: a page with lines
      ctx.roundRect(x + 1, y, 14, 17, 2);
      ctx.stroke();
      for (const dy of [5, 9, 13]) {
        ctx.beginPath();
        ctx.moveTo(x + 4, y + dy);
        ctx.lineTo(x + 12, y + dy);
        ctx.stroke();
      }
      return;
    case 3: // sheets: a grid
      ctx.roundRect(x, y + 1, 16, 15, 2);
      ctx.moveTo(x, y + 6);
      ctx.lineTo(x + 16, y + 6);
      ctx.moveTo(x, y + 11);
      ctx.lineTo(x + 16, y + 11);
      ctx.moveTo(x + 6, y + 1);
      ctx.lineTo(x + 6, y + 16);
      ctx.stroke();
      return;
    default: // cloud drive: a cloud
      ctx.moveTo(x + 4, y + 14);
      ctx.arc(x + 4.5, y + 10, 4, Math.PI * 0.5, Math.PI * 1.4);
      ctx.arc(x + 9, y + 6.5, 5, Math.PI * 1.1, Math.PI * 1.95);
      ctx.arc(x + 13, y + 10.5, 3.5, Math.PI * 1.5, Math.PI * 0.5);
      ctx.closePath();
      ctx.stroke();
  }
}

/** The sidebar's active item, a (fractional) index: it slides between items. */
function activeNav(t: number) {
  const toDocs = span(t, S2 + 0.1, S2 + 0.6);
  const toDrive = span(t, DRIVE_AT - 0.05, DRIVE_AT + 0.4);
  return 1 + toDocs + 2 * toDrive;
}

function appWindow(ctx: Ctx, t: number) {
  box(ctx, WIN.x, WIN.y + 8, WIN.w, WIN.h, 16, 'rgba(11, 95, 255, 0.08)');
  box(ctx, WIN.x, WIN.y, WIN.w, WIN.h, 16, '#fff', '#d5dce6');
  // Title bar.
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(WIN.x, WIN.y, WIN.w, WIN.h, 16);
  ctx.clip();
  ctx.fillStyle = SURFACE_2;
  ctx.fillRect(WIN.x, WIN.y, WIN.w, TITLE_H);
  ctx.fillStyle = LINE;
  ctx.fillRect(WIN.x, WIN.y + TITLE_H - 1, WIN.w, 1);
  ['#f87171', '#fbbf24', '#34d399'].forEach((color, i) => {
    ctx.beginPath();
    ctx.arc(WIN.x + 22 + i * 18, WIN.y + TITLE_H / 2, 6, 0, Math.PI * 2);
    ctx.fillStyle = color;
    ctx.fill();
  });
  text(ctx, 'Paperwise', WIN.x + WIN.w / 2, WIN.y + 23, 13, MUTED, 500, 'center');
  // Sidebar.
  ctx.fillStyle = '#f8f9fc';
  ctx.fillRect(WIN.x, C.y, SIDEBAR_W, C.h);
  ctx.fillStyle = LINE;
  ctx.fillRect(WIN.x + SIDEBAR_W - 1, C.y, 1, C.h);
  logo(ctx, WIN.x + 20, C.y + 20, 30, BRAND, '#fff', BRAND_100);
  text(ctx, 'Paperwise', WIN.x + 60, C.y + 41, 18, INK, 700);
  const active = activeNav(t);
  box(ctx, WIN.x + 12, navY(active) - 20, SIDEBAR_W - 24, 38, 9, BRAND_50);
  NAV.forEach((label, i) => {
    const on = Math.abs(active - i) < 0.5;
    const color = on ? BRAND : MUTED;
    navIcon(ctx, i, WIN.x + 28, navY(i) - 9, color);
    text(ctx, label, WIN.x + 56, navY(i) + 5, 15, on ? BRAND : INK, on ? 600 : 500);
  });
  // The account, at the sidebar's foot.
  ctx.beginPath();
  ctx.arc(WIN.x + 38, C.y + C.h - 36, 16, 0, Math.PI * 2);
  ctx.fillStyle = BRAND_100;
  ctx.fill();
  text(ctx, 'NH', WIN.x + 38, C.y + C.h - 31, 12, BRAND, 700, 'center');
  text(ctx, 'Northside Homes', WIN.x + 62, C.y + C.h - 39, 13, INK, 600);
  text(ctx, 'Business plan', WIN.x + 62, C.y + C.h - 22, 12, MUTED);
  ctx.restore();
}

// ---- Scene 1: the library, searched for "lease" ----------------------------------------------

interface Template {
  title: string[];
  category: string;
}

const LIBRARY: Template[] = [
  { title: ['Residential', 'Lease Agreement'], category: 'Real estate' },
  { title: ['Employment', 'Contract'], category: 'HR' },
  { title: ['Non-Disclosure', 'Agreement'], category: 'Legal' },
  { title: ['Commercial', 'Lease'], category: 'Real estate' },
  { title: ['Invoice'], category: 'Finance' },
  { title: ['Business Plan'], category: 'Planning' },
  { title: ['Equipment', 'Lease'], category: 'Finance' },
  { title: ['Offer Letter'], category: 'HR' },
  { title: ['Sales', 'Agreement'], category: 'Sales' },
  { title: ['Lease Renewal', 'Notice'], category: 'Real estate' },
  { title: ['Purchase Order'], category: 'Sales' },
  { title: ['Onboarding', 'Checklist'], category: 'HR' },
];
/** More lease templates, which the search brings in after the first matches. */
const MORE_LEASES: Template[] = [
  { title: ['Sublease', 'Agreement'], category: 'Real estate' },
  { title: ['Lease', 'Addendum'], category: 'Real estate' },
  { title: ['Parking Space', 'Lease'], category: 'Real estate' },
  { title: ['Lease', 'Termination'], category: 'Real estate' },
  { title: ['Vehicle', 'Lease'], category: 'Finance' },
  { title: ['Land Lease', 'Agreement'], category: 'Real estate' },
  { title: ['Lease', 'Extension'], category: 'Real estate' },
  { title: ['Lease', 'Inspection'], category: 'Real estate' },
];
const QUERY = 'lease';
const TYPE_FROM = 1.6;
const TYPE_STEP = 0.22;
const FILTER_AT = TYPE_FROM + QUERY.length * TYPE_STEP + 0.3;

const GRID = { x: C.x + 32, y: C.y + 150, cols: 4, gap: 20, w: (C.w - 64 - 60) / 4, h: 120, rowGap: 16 };
const cell = (index: number) => ({
  x: GRID.x + (index % GRID.cols) * (GRID.w + GRID.gap),
  y: GRID.y + Math.floor(index / GRID.cols) * (GRID.h + GRID.rowGap),
});
const OPENED = cell(0);

function templateCard(ctx: Ctx, template: Template, x: number, y: number, hover: number) {
  card(ctx, x, y, GRID.w, GRID.h, 12, hover > 0.5 ? BRAND : LINE, 0.06 + hover * 0.08);
  if (hover > 0) box(ctx, x + 0.5, y + 0.5, GRID.w - 1, GRID.h - 1, 12, null, `rgba(11, 95, 255, ${hover})`, 2);
  box(ctx, x + 14, y + 16, 44, 60, 6, SURFACE_2);
  bar(ctx, x + 21, y + 25, 22, INK, 5);
  for (let line = 0; line < 4; line++) bar(ctx, x + 21, y + 36 + line * 9, line === 3 ? 18 : 30, GREY, 4);
  template.title.forEach((line, i) => text(ctx, line, x + 70, y + 33 + i * 19, 14.5, INK, 600));
  text(ctx, template.category, x + 70, y + 37 + template.title.length * 19, 12.5, MUTED);
  box(ctx, x + 70, y + GRID.h - 32, 58, 20, 10, BRAND_50);
  text(ctx, 'Use', x + 99, y + GRID.h - 18, 11.5, BRAND, 600, 'center');
}

function searchIcon(ctx: Ctx, x: number, y: number, color: string) {
  ctx.beginPath();
  ctx.arc(x + 7, y + 7, 6, 0, Math.PI * 2);
  ctx.moveTo(x + 11.5, y + 11.5);
  ctx.lineTo(x + 16, y + 16);
  ctx.strokeStyle = color;
  ctx.lineWidth = 2;
  ctx.lineCap = 'round';
  ctx.stroke();
}

function libraryScene(ctx: Ctx, t: number) {
  text(ctx, 'Templates', C.x + 32, C.y + 54, 26, INK, 700);
  const found = span(t, FILTER_AT, FILTER_AT + 0.5);
  faded(ctx, 1 - found, () => text(ctx, '3,000+ templates', C.x + C.w - 32, C.y + 54, 15, MUTED, 500, 'right'));
  faded(ctx, found, () => text(ctx, '38 results', C.x + C.w - 32, C.y + 54, 15, BRAND, 600, 'right'));
  // The search box: focused while typing.
  const typed = QUERY.slice(0, Math.max(0, Math.floor((t - TYPE_FROM) / TYPE_STEP) + 1));
  const focus = span(t, TYPE_FROM - 0.5, TYPE_FROM - 0.1);
  const sx = C.x + 32;
  const sy = C.y + 78;
  box(ctx, sx, sy, 440, 46, 10, '#fff', LINE);
  if (focus > 0) box(ctx, sx, sy, 440, 46, 10, null, `rgba(11, 95, 255, ${focus})`, 2);
  searchIcon(ctx, sx + 16, sy + 15, focus > 0.5 ? BRAND : MUTED);
  if (t < TYPE_FROM) text(ctx, 'Search 3,000+ templates', sx + 44, sy + 29, 16, MUTED);
  else {
    const w = text(ctx, typed, sx + 44, sy + 29, 16, INK, 500);
    if (Math.floor(t * 2.2) % 2 === 0 || t < FILTER_AT) box(ctx, sx + 46 + w, sy + 13, 2, 21, 1, BRAND);
  }
  // Category chips.
  let cx = sx + 460;
  ['All', 'Legal', 'HR', 'Finance', 'Real estate'].forEach((chip, i) => {
    ctx.font = font(14, 600);
    const w = ctx.measureText(chip).width + 28;
    box(ctx, cx, sy + 8, w, 30, 15, i === 0 ? BRAND : '#fff', i === 0 ? null : LINE);
    text(ctx, chip, cx + w / 2, sy + 28, 14, i === 0 ? '#fff' : INK, 600, 'center');
    cx += w + 8;
  });
  // The cards: the others go at once, the matches move to the front, then more leases show. Few
  // pixels change at a time: fades of large areas are what cost a video file most.
  const hover = span(t, 5.5, 5.8);
  const opening = t >= OPEN_FROM;
  let match = 0;
  LIBRARY.forEach((template, index) => {
    const from = cell(index);
    const isMatch = template.title.join(' ').toLowerCase().includes(QUERY);
    if (isMatch) {
      const p = span(t, FILTER_AT + 0.1 + match * 0.1, FILTER_AT + 0.7 + match * 0.1);
      const to = cell(match);
      const first = match === 0;
      match += 1;
      if (first && opening) return; // drawn by the opening animation
      templateCard(
        ctx,
        template,
        Math.round(mix(from.x, to.x, p)),
        Math.round(mix(from.y, to.y, p)),
        first ? hover : 0,
      );
    } else if (t < FILTER_AT) templateCard(ctx, template, from.x, from.y, 0);
  });
  MORE_LEASES.forEach((template, i) => {
    if (t < FILTER_AT + 1.2 + Math.floor(i / 4) * 0.25) return;
    const at = cell(4 + i);
    templateCard(ctx, template, at.x, at.y, 0);
  });
}

// ---- Scene 2: the editor ----------------------------------------------------------------------

const PAGE_W = 560;
/** Where the page is: left of the side panel (the fields to fill in, then sharing). */
function pageRect() {
  return { x: C.x + 40, y: C.y + 80, w: PAGE_W, h: C.h - 80 };
}

const FIELDS: Array<[label: string, placeholder: string, value: string]> = [
  ['Landlord', 'Landlord’s name', 'Northside Homes LLC'],
  ['Tenant', 'Tenant’s name', 'Jane Miller'],
  ['Monthly rent', 'Amount', '$1,850'],
  ['Start date', 'Date', 'June 1, 2026'],
];
const FIELD_STEP = 1.5;
const fieldStart = (i: number) => S2 + 1.1 + i * FIELD_STEP;
const fieldTyping = (i: number) => fieldStart(i) + 0.45;
const fieldBox = (page: { x: number; y: number }, i: number) => ({
  x: page.x + 170,
  y: page.y + 104 + i * 48,
  w: 340,
  h: 34,
});

const SHARE = { x: C.x + C.w - 120, y: C.y + 11, w: 96, h: 34 };

function toolbar(ctx: Ctx, t: number) {
  ctx.fillStyle = '#fff';
  ctx.fillRect(C.x, C.y, C.w, 56);
  ctx.fillStyle = LINE;
  ctx.fillRect(C.x, C.y + 55, C.w, 1);
  pageGlyph(ctx, C.x + 24, C.y + 17, 17, 22, BRAND, BRAND_100);
  text(ctx, 'Residential Lease Agreement', C.x + 52, C.y + 34, 16, INK, 600);
  const saved = t > fieldTyping(0) + 0.5;
  text(ctx, saved ? 'Saved' : 'Draft', C.x + 290, C.y + 34, 13, saved ? SUCCESS : MUTED, 500);
  // Formatting buttons.
  const tools = ['B', 'I', 'U'];
  tools.forEach((glyph, i) => {
    const x = C.x + 380 + i * 36;
    box(ctx, x, C.y + 13, 30, 30, 7, SURFACE_2);
    ctx.font = `${glyph === 'I' ? 'italic ' : ''}${font(15, glyph === 'B' ? 800 : 500)}`;
    ctx.fillStyle = INK;
    ctx.textAlign = 'center';
    ctx.fillText(glyph, x + 15, C.y + 33);
    if (glyph === 'U') ctx.fillRect(x + 10, C.y + 36, 10, 1.5);
  });
  for (let i = 0; i < 2; i++) {
    const x = C.x + 496 + i * 36;
    box(ctx, x, C.y + 13, 30, 30, 7, SURFACE_2);
    for (let l = 0; l < 3; l++) bar(ctx, x + 8, C.y + 20 + l * 6, i === 0 ? 14 : 14 - l * 3, MUTED, 2.5);
  }
  const sent = span(t, S3 + 0.6, S3 + 0.8);
  box(ctx, SHARE.x, SHARE.y, SHARE.w, SHARE.h, 9, BRAND);
  if (sent > 0)
    box(
      ctx,
      SHARE.x - 3,
      SHARE.y - 3,
      SHARE.w + 6,
      SHARE.h + 6,
      11,
      null,
      `rgba(11, 95, 255, ${0.35 * (1 - lin(t, S3 + 0.8, S3 + 1.6))})`,
      3,
    );
  text(ctx, 'Share', SHARE.x + SHARE.w / 2, SHARE.y + 22, 15, '#fff', 600, 'center');
}

/** A signature, drawn as a looping scribble up to `progress`. */
function signature(ctx: Ctx, x: number, y: number, w: number, progress: number, seed: number) {
  if (progress <= 0) return;
  ctx.beginPath();
  const steps = 120;
  for (let i = 0; i <= steps * progress; i++) {
    const s = i / steps;
    const px = x + w * s + 9 * Math.sin(s * Math.PI * 2 * (4 + seed));
    const py =
      y - 12 * Math.sin(s * Math.PI * 2 * (4 + seed) + 1.2 + seed) * (1 - 0.5 * s) - 6 * Math.sin(s * Math.PI * 1.3);
    if (i === 0) ctx.moveTo(px, py);
    else ctx.lineTo(px, py);
  }
  ctx.strokeStyle = '#1d3a8a';
  ctx.lineWidth = 2.2;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.stroke();
}

const SIGN_TENANT = [S3 + 2.5, S3 + 3.6] as const;
const SIGN_LANDLORD = [S3 + 3.9, S3 + 5.0] as const;

function documentPage(ctx: Ctx, t: number, page: { x: number; y: number; w: number; h: number }) {
  card(ctx, page.x, page.y, page.w, page.h + 20, 6, LINE, 0.08);
  text(ctx, 'RESIDENTIAL LEASE AGREEMENT', page.x + page.w / 2, page.y + 46, 18, INK, 700, 'center');
  bar(ctx, page.x + 48, page.y + 66, 464);
  bar(ctx, page.x + 48, page.y + 80, 380);
  FIELDS.forEach(([label, placeholder, value], i) => {
    const f = fieldBox(page, i);
    text(ctx, label, page.x + 48, f.y + 22, 15, INK, 600);
    const active = t >= fieldStart(i) + 0.35 && t < fieldStart(i + 1) && t < S3;
    const chars = Math.max(0, Math.min(value.length, Math.floor((t - fieldTyping(i)) / (0.85 / value.length)) + 1));
    const shown = t >= fieldTyping(i) ? value.slice(0, chars) : '';
    box(
      ctx,
      f.x,
      f.y,
      f.w,
      f.h,
      7,
      shown.length === value.length ? '#fff' : BRAND_50,
      active ? BRAND : shown ? LINE : BRAND_100,
      active ? 2 : 1,
    );
    if (shown) {
      const w = text(ctx, shown, f.x + 12, f.y + 23, 15, INK, 500);
      if (active && (chars < value.length || Math.floor(t * 2.2) % 2 === 0))
        box(ctx, f.x + 14 + w, f.y + 8, 2, 18, 1, BRAND);
    } else {
      text(ctx, placeholder, f.x + 12, f.y + 23, 15, '#8a94a3');
      if (active) box(ctx, f.x + 12, f.y + 8, 2, 18, 1, BRAND);
    }
  });
  for (let l = 0; l < 3; l++) bar(ctx, page.x + 48, page.y + 310 + l * 15, l === 2 ? 300 : 464);
  // Signature lines.
  const signers: Array<[who: string, times: readonly [number, number], seed: number]> = [
    ['Landlord', SIGN_LANDLORD, 1],
    ['Tenant', SIGN_TENANT, 0],
  ];
  signers.forEach(([who, [from, to], seed], i) => {
    const x = page.x + 48 + i * 250;
    const y = page.y + 420;
    signature(ctx, x + 20, y - 14, 150, lin(t, from, to), seed);
    ctx.fillStyle = INK;
    ctx.fillRect(x, y, 214, 1.5);
    text(ctx, `${who} signature`, x, y + 20, 13, MUTED);
  });
}

// ---- Scene 3: share and sign ------------------------------------------------------------------

const PANEL_W = 320;
const SEND = { dx: 24, dy: 286, w: PANEL_W - 48, h: 44 };

/** The share button is pressed: the side panel shows sharing instead of the fields. */
const SHARE_AT = S3 + 0.65;
const PANEL_X = C.x + C.w - PANEL_W;

function statusPill(ctx: Ctx, x: number, y: number, signed: number) {
  const w = 84;
  faded(ctx, 1 - signed, () => {
    box(ctx, x - w, y, w, 26, 13, SURFACE_2);
    text(ctx, 'Waiting', x - w / 2, y + 18, 12.5, MUTED, 600, 'center');
  });
  faded(ctx, signed, () => {
    const s = 0.85 + 0.15 * signed;
    ctx.save();
    ctx.translate(x - w / 2, y + 13);
    ctx.scale(s, s);
    box(ctx, -w / 2, -13, w, 26, 13, SUCCESS_50);
    check(ctx, -24, 0, 10, SUCCESS, 2);
    text(ctx, 'Signed', 8, 5, 12.5, SUCCESS, 600, 'center');
    ctx.restore();
  });
}

function sidePanel(ctx: Ctx) {
  const y = C.y + 56;
  ctx.fillStyle = '#fff';
  ctx.fillRect(PANEL_X, y, PANEL_W, C.h - 56);
  ctx.fillStyle = LINE;
  ctx.fillRect(PANEL_X, y, 1, C.h - 56);
}

/** While the lease is filled in: its fields, ticked off one by one. */
function fieldsPanel(ctx: Ctx, t: number) {
  const x = PANEL_X;
  const y = C.y + 56;
  sidePanel(ctx);
  text(ctx, 'Fill in the blanks', x + 24, y + 40, 19, INK, 700);
  const done = FIELDS.filter((_, i) => t >= fieldTyping(i) + 0.9).length;
  text(ctx, `${done} of ${FIELDS.length} done`, x + 24, y + 62, 14, MUTED);
  box(ctx, x + 24, y + 78, PANEL_W - 48, 8, 4, SURFACE_2);
  box(ctx, x + 24, y + 78, Math.max(8, ((PANEL_W - 48) * done) / FIELDS.length), 8, 4, done ? SUCCESS : SURFACE_2);
  FIELDS.forEach(([label], i) => {
    const ry = y + 110 + i * 50;
    const filled = t >= fieldTyping(i) + 0.9;
    const active = !filled && t >= fieldStart(i) + 0.35;
    box(ctx, x + 16, ry, PANEL_W - 32, 40, 8, active ? BRAND_50 : '#fff', active ? BRAND_100 : null);
    ctx.beginPath();
    ctx.arc(x + 38, ry + 20, 10, 0, Math.PI * 2);
    if (filled) {
      ctx.fillStyle = SUCCESS;
      ctx.fill();
      check(ctx, x + 38, ry + 20, 9, '#fff', 2);
    } else {
      ctx.strokeStyle = active ? BRAND : GREY;
      ctx.lineWidth = 2;
      ctx.stroke();
    }
    text(ctx, label, x + 60, ry + 25, 14.5, INK, filled || active ? 600 : 500);
  });
}

function sharePanel(ctx: Ctx, t: number) {
  if (t < SHARE_AT) return;
  const x = PANEL_X;
  const y = C.y + 56;
  sidePanel(ctx);
  text(ctx, 'Share and sign', x + 24, y + 40, 19, INK, 700);
  text(ctx, 'Send for e-signature', x + 24, y + 62, 14, MUTED);
  const people: Array<[initials: string, name: string, role: string, color: string, signedAt: number]> = [
    ['JM', 'Jane Miller', 'Tenant', '#7c3aed', SIGN_TENANT[1] + 0.1],
    ['NH', 'Northside Homes', 'Landlord', BRAND, SIGN_LANDLORD[1] + 0.1],
  ];
  people.forEach(([initials, name, role, color, signedAt], i) => {
    const ry = y + 92 + i * 62;
    box(ctx, x + 16, ry, PANEL_W - 32, 52, 10, i === 0 ? '#fff' : '#fff', LINE);
    ctx.beginPath();
    ctx.arc(x + 44, ry + 26, 15, 0, Math.PI * 2);
    ctx.fillStyle = color;
    ctx.fill();
    text(ctx, initials, x + 44, ry + 30.5, 12, '#fff', 700, 'center');
    text(ctx, name, x + 68, ry + 23, 14.5, INK, 600);
    text(ctx, role, x + 68, ry + 40, 12.5, MUTED);
    statusPill(ctx, x + PANEL_W - 28, ry + 13, span(t, signedAt, signedAt + 0.35));
  });
  // The send button turns into "Sent".
  const sent = span(t, S3 + 2.05, S3 + 2.3);
  const bx = x + SEND.dx;
  const by = C.y + SEND.dy;
  box(ctx, bx, by, SEND.w, SEND.h, 10, sent > 0.5 ? SUCCESS : BRAND);
  if (sent > 0.5) {
    check(ctx, bx + SEND.w / 2 - 34, by + 22, 12, '#fff', 2.4);
    text(ctx, 'Sent', bx + SEND.w / 2 + 8, by + 28, 15, '#fff', 600, 'center');
  } else text(ctx, 'Send for signature', bx + SEND.w / 2, by + 28, 15, '#fff', 600, 'center');
  box(ctx, bx, by + 56, SEND.w, SEND.h, 10, '#fff', LINE);
  text(ctx, 'Copy link', bx + SEND.w / 2, by + 84, 15, INK, 600, 'center');
  // Once both have signed: a note under the buttons.
  const done = span(t, SIGN_LANDLORD[1] + 0.5, SIGN_LANDLORD[1] + 0.9);
  faded(ctx, done, () => {
    box(ctx, bx, by + 124, SEND.w, 64, 10, SUCCESS_50);
    check(ctx, bx + 26, by + 156, 14, SUCCESS, 2.6);
    text(ctx, 'Signed by all parties', bx + 46, by + 152, 14.5, SUCCESS, 700);
    text(ctx, 'Saved to Cloud Drive', bx + 46, by + 170, 12.5, INK);
  });
}

function editorScene(ctx: Ctx, t: number) {
  ctx.save();
  ctx.beginPath();
  ctx.rect(C.x, C.y, C.w, C.h);
  ctx.clip();
  ctx.fillStyle = SURFACE_2;
  ctx.fillRect(C.x, C.y, C.w, C.h);
  documentPage(ctx, t, pageRect());
  if (t < SHARE_AT) fieldsPanel(ctx, t);
  sharePanel(ctx, t);
  toolbar(ctx, t);
  ctx.restore();
}

/** The opened card grows into the document's page while the library fades. */
function openingCard(ctx: Ctx, t: number) {
  const p = span(t, OPEN_FROM, OPEN_TO);
  const page = pageRect();
  const x = mix(OPENED.x, page.x, p);
  const y = mix(OPENED.y, page.y, p);
  const w = mix(GRID.w, page.w, p);
  const h = mix(GRID.h, page.h + 20, p);
  ctx.save();
  ctx.beginPath();
  ctx.rect(C.x, C.y, C.w, C.h);
  ctx.clip();
  card(ctx, x, y, w, h, mix(12, 6, p), p < 0.5 ? BRAND : LINE, 0.12);
  faded(ctx, 1 - lin(t, OPEN_FROM, OPEN_FROM + 0.3), () => templateCard(ctx, LIBRARY[0]!, x, y, 1));
  // The page's title and first lines take shape as it grows.
  faded(ctx, lin(t, OPEN_FROM + 0.3, OPEN_TO), () => {
    bar(ctx, x + w * 0.22, y + h * 0.07, w * 0.56, INK, Math.max(4, 14 * p));
    for (let line = 0; line < 2; line++) bar(ctx, x + w * 0.09, y + h * (0.13 + line * 0.03), w * (line ? 0.68 : 0.82));
  });
  ctx.restore();
}

// ---- Scene 4: Cloud Drive -----------------------------------------------------------------------

const FOLDERS: Array<[name: string, files: number]> = [
  ['Contracts', 128],
  ['HR documents', 64],
  ['Finance', 92],
  ['Sales', 45],
  ['Business plans', 12],
  ['Shared with me', 30],
];
const FOLDER = { x: C.x + 32, y: C.y + 112, w: (C.w - 64 - 40) / 3, h: 88, gap: 20 };
const folderCell = (i: number) => ({
  x: FOLDER.x + (i % 3) * (FOLDER.w + FOLDER.gap),
  y: FOLDER.y + Math.floor(i / 3) * (FOLDER.h + 16),
});
const RECENT_Y = C.y + 336;
const FILED_AT = S4 + 3.1;

function fileRow(ctx: Ctx, y: number, name: string, when: string, size: string, fresh: number) {
  box(ctx, C.x + 32, y, C.w - 64, 42, 8, fresh > 0 ? `rgba(238, 243, 255, ${fresh})` : '#fff');
  pageGlyph(ctx, C.x + 48, y + 10, 17, 22, name.endsWith('.xlsx') ? SUCCESS : BRAND, BRAND_100);
  text(ctx, name, C.x + 80, y + 26, 14.5, INK, 500);
  text(ctx, when, C.x + 560, y + 26, 13.5, MUTED);
  text(ctx, size, C.x + C.w - 48, y + 26, 13.5, MUTED, 400, 'right');
  ctx.fillStyle = LINE;
  ctx.fillRect(C.x + 32, y + 42, C.w - 64, 1);
}

function driveScene(ctx: Ctx, t: number) {
  ctx.fillStyle = '#fff';
  ctx.fillRect(C.x, C.y, C.w, C.h);
  text(ctx, 'Cloud Drive', C.x + 32, C.y + 54, 26, INK, 700);
  // Storage used, of the plan's 200 GB.
  const used = mix(0, 18.4, span(t, S4 + 0.6, S4 + 1.8)) + 0.2 * span(t, FILED_AT + 0.6, FILED_AT + 1);
  const sx = C.x + C.w - 32 - 300;
  text(ctx, `${used.toFixed(1)} GB of 200 GB`, sx, C.y + 40, 14, INK, 600);
  text(ctx, 'Plans 20–200 GB', sx + 300, C.y + 40, 13, MUTED, 500, 'right');
  box(ctx, sx, C.y + 52, 300, 10, 5, SURFACE_2);
  box(ctx, sx, C.y + 52, Math.max(10, (300 * used) / 200), 10, 5, BRAND);
  const filed = span(t, FILED_AT + 0.55, FILED_AT + 0.75);
  FOLDERS.forEach(([name, files], i) => {
    const { x, y } = folderCell(i);
    const pulse = i === 0 ? Math.sin(Math.PI * lin(t, FILED_AT + 0.5, FILED_AT + 1.3)) : 0;
    card(ctx, x, y, FOLDER.w, FOLDER.h, 12, pulse > 0.05 ? BRAND : LINE, 0.05 + pulse * 0.08);
    if (pulse > 0) box(ctx, x + 0.5, y + 0.5, FOLDER.w - 1, FOLDER.h - 1, 12, null, `rgba(11, 95, 255, ${pulse})`, 2);
    folder(ctx, x + 20, y + 24, 48, 40, i === 5 ? '#9db7f5' : BRAND, i === 5 ? BRAND_100 : '#6f9bff');
    text(ctx, name, x + 84, y + 40, 16, INK, 600);
    const count = i === 0 && filed > 0.5 ? files + 1 : files;
    text(ctx, `${count} files`, x + 84, y + 61, 13.5, i === 0 && filed > 0.5 ? BRAND : MUTED, 500);
  });
  // Recent files: the signed lease arrives on top, then goes to Contracts.
  text(ctx, 'Recent files', C.x + 32, RECENT_Y, 16, INK, 700);
  const arrived = t >= FILED_AT - 0.9;
  const rows: Array<[string, string, string]> = [
    ['Q3 Invoice.xlsx', 'Yesterday', '86 KB'],
    ['Offer Letter – Tom Reed.docx', 'Monday', '112 KB'],
    ['Business Plan 2026.docx', 'May 12', '1.4 MB'],
  ];
  rows.slice(0, arrived ? 2 : 3).forEach(([name, when, size], i) => {
    fileRow(ctx, RECENT_Y + 16 + (i + (arrived ? 1 : 0)) * 48, name, when, size, 0);
  });
  if (arrived) {
    const fresh = 1 - lin(t, FILED_AT + 1.2, FILED_AT + 2.2);
    fileRow(ctx, RECENT_Y + 16, 'Residential Lease Agreement.pdf', 'Just now', '248 KB', fresh);
    box(ctx, C.x + 370, RECENT_Y + 27, 70, 22, 11, SUCCESS_50);
    text(ctx, 'Signed', C.x + 405, RECENT_Y + 42, 12, SUCCESS, 600, 'center');
  }
  // The file's icon flies into the Contracts folder.
  const fly = span(t, FILED_AT, FILED_AT + 0.7);
  if (fly > 0 && fly < 1) {
    const target = folderCell(0);
    const x = mix(C.x + 48, target.x + 34, fly);
    const y = mix(RECENT_Y + 26, target.y + 30, fly) - Math.sin(Math.PI * fly) * 60;
    const s = mix(1.3, 0.8, fly);
    pageGlyph(ctx, x, y, 17 * s, 22 * s, BRAND, BRAND_100);
  }
}

// ---- Scene 5: closing card --------------------------------------------------------------------

function closingScene(ctx: Ctx, t: number) {
  frameWithDiscs(ctx, BRAND, 'rgba(255, 255, 255, 0.07)', [
    [1180, 80, 260],
    [90, 690, 200],
  ]);
  const rise = (from: number) => (1 - span(t, from, from + 0.6)) * 16;
  faded(ctx, span(t, S5 + 0.4, S5 + 1.0), () => {
    const y = 250 + rise(S5 + 0.4);
    ctx.font = font(68, 800);
    const w = ctx.measureText('Paperwise').width;
    const x = (DESIGN.width - (w + 100)) / 2;
    logo(ctx, x, y, 76, '#fff', BRAND, BRAND_100);
    text(ctx, 'Paperwise', x + 100, y + 62, 68, '#fff', 800);
  });
  faded(ctx, span(t, S5 + 0.9, S5 + 1.5), () => {
    text(
      ctx,
      '3,000+ templates · Docs · Sheets · Cloud Drive',
      DESIGN.width / 2,
      390 + rise(S5 + 0.9),
      24,
      'rgba(255, 255, 255, 0.88)',
      500,
      'center',
    );
  });
  faded(ctx, span(t, S5 + 1.4, S5 + 2.0), () => {
    const pulse = 1 + 0.03 * Math.sin(Math.PI * 2 * lin(t, S5 + 2.4, S5 + 3.6));
    ctx.save();
    ctx.translate(DESIGN.width / 2, 468 + rise(S5 + 1.4));
    ctx.scale(pulse, pulse);
    box(ctx, -130, -26, 260, 64, 32, 'rgba(0, 0, 0, 0.12)');
    box(ctx, -130, -32, 260, 64, 32, '#fff');
    text(ctx, 'Try it free', 0, 9, 24, BRAND, 700, 'center');
    ctx.restore();
  });
}

// ---- The pointer --------------------------------------------------------------------------------

/** Where the pointer is at given times; it glides between them. */
function pointerPath(): Array<[time: number, x: number, y: number]> {
  const page = pageRect();
  const field = (i: number) => fieldBox(page, i);
  const panel = PANEL_X;
  const path: Array<[number, number, number]> = [
    [4.6, C.x + 620, C.y + 470],
    [5.5, OPENED.x + GRID.w * 0.55, OPENED.y + GRID.h * 0.6],
    [S2 - 0.4, OPENED.x + GRID.w * 0.55, OPENED.y + GRID.h * 0.6],
  ];
  FIELDS.forEach((_, i) => {
    const f = field(i);
    path.push([fieldStart(i), f.x + 230, f.y + 60], [fieldStart(i) + 0.35, f.x + 200, f.y + 20]);
  });
  path.push(
    [S3 + 0.1, field(3).x + 200, field(3).y + 40],
    [S3 + 0.55, SHARE.x + 52, SHARE.y + 22],
    [S3 + 1.4, SHARE.x + 52, SHARE.y + 22],
    [S3 + 1.95, panel + SEND.dx + SEND.w / 2, C.y + SEND.dy + 24],
    [S3 + 2.4, panel + SEND.dx + SEND.w / 2, C.y + SEND.dy + 24],
    [S3 + 3.2, panel - 40, C.y + 420],
    [S4 - 0.2, panel - 40, C.y + 420],
    [S4 + 0.3, WIN.x + 110, navY(4)],
    [S4 + 1.2, WIN.x + 110, navY(4)],
    [S4 + 2.2, C.x + 470, C.y + 300],
  );
  return path;
}

const POINTER = pointerPath();
const CLICKS = [OPEN_FROM - 0.15, ...FIELDS.map((_, i) => fieldStart(i) + 0.38), S3 + 0.6, S3 + 2.05, S4 + 0.35];

function pointer(ctx: Ctx, t: number) {
  const alpha = Math.min(span(t, 4.4, 4.8), 1 - span(t, S5 - 0.6, S5 - 0.2));
  if (alpha <= 0) return;
  let [, x, y] = POINTER[0]!;
  for (let i = 1; i < POINTER.length; i++) {
    const [t0, x0, y0] = POINTER[i - 1]!;
    const [t1, x1, y1] = POINTER[i]!;
    if (t >= t1) [x, y] = [x1, y1];
    else if (t > t0) {
      const p = span(t, t0, t1);
      [x, y] = [mix(x0, x1, p), mix(y0, y1, p)];
      break;
    }
  }
  faded(ctx, alpha, () => {
    for (const at of CLICKS) {
      const p = lin(t, at, at + 0.5);
      if (p > 0 && p < 1) {
        ctx.beginPath();
        ctx.arc(x, y, 8 + 22 * p, 0, Math.PI * 2);
        ctx.strokeStyle = `rgba(11, 95, 255, ${0.5 * (1 - p)})`;
        ctx.lineWidth = 3;
        ctx.stroke();
      }
    }
    const pressed = CLICKS.some((at) => t >= at && t < at + 0.15) ? 0.88 : 1;
    ctx.save();
    ctx.translate(x, y);
    ctx.scale(pressed, pressed);
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.lineTo(0, 22);
    ctx.lineTo(5.5, 16.5);
    ctx.lineTo(9.5, 25);
    ctx.lineTo(13, 23.5);
    ctx.lineTo(9, 15.5);
    ctx.lineTo(16.5, 15.5);
    ctx.closePath();
    ctx.shadowColor = 'rgba(0, 0, 0, 0.25)';
    ctx.shadowBlur = 4;
    ctx.shadowOffsetY = 1;
    ctx.fillStyle = INK;
    ctx.fill();
    ctx.shadowColor = 'transparent';
    ctx.strokeStyle = '#fff';
    ctx.lineWidth = 1.6;
    ctx.stroke();
    ctx.restore();
  });
}

// ---- Frames and encoding ---------------------------------------------------------------------------

/** Draws the tour as it is at time t (seconds). */
export function drawFrame(ctx: Ctx, t: number) {
  ctx.save();
  ctx.setTransform(TOUR.width / DESIGN.width, 0, 0, TOUR.height / DESIGN.height, 0, 0);
  backdrop(ctx);
  caption(ctx, t);
  appWindow(ctx, t);
  // Scenes follow each other by cuts, as an app's pages do, and never cross-fade: a fade changes
  // every pixel of every frame, which costs the encoder a lot of bytes.
  ctx.save();
  ctx.beginPath();
  ctx.rect(C.x, C.y, C.w, C.h);
  ctx.clip();
  if (t < OPEN_TO) {
    libraryScene(ctx, t);
    if (t >= OPEN_FROM) openingCard(ctx, t);
  } else if (t < DRIVE_AT) editorScene(ctx, t);
  else driveScene(ctx, t);
  ctx.restore();
  pointer(ctx, t);
  if (t >= S5) closingScene(ctx, t);
  ctx.restore();
}

/** Loads the site's own typeface (Inter, served beside this module) before the first frame. */
async function loadFont(url: string) {
  const face = new FontFace('Inter', `url(${url})`, { weight: '100 900' });
  // FontFaceSet is set-like; the DOM typings of this project (no DOM.Iterable) leave out its add().
  (document.fonts as unknown as Set<FontFace>).add(await face.load());
}

function makeCanvas() {
  const canvas = document.createElement('canvas');
  canvas.width = TOUR.width;
  canvas.height = TOUR.height;
  document.body.append(canvas);
  return canvas;
}

/** PNG data URLs of single frames, for looking at scenes without encoding the video. */
export async function stills(times: number[], fontUrl: string): Promise<string[]> {
  await loadFont(fontUrl);
  const canvas = makeCanvas();
  const ctx = canvas.getContext('2d')!;
  return times.map((t) => {
    drawFrame(ctx, t);
    return canvas.toDataURL('image/png');
  });
}

/** A frame holds still when fewer of its pixels than this share changed (a caret, the pointer). */
const STILL_SHARE = 0.02;

/** VP9 quantizers (0 finest to 63 coarsest) for frames in motion and for frames that hold still. */
export interface Quantizers {
  motion: number;
  still: number;
  /** Seconds between key frames (the points a player can seek to without decoding earlier frames). */
  keyFrames: number;
}

/** The share of pixels that differ between two frames, from 0 to 1. */
function changedShare(a: Uint32Array, b: Uint32Array): number {
  let changed = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) changed++;
  return changed / a.length;
}

/**
 * Encodes every frame as VP9 in a WebM file (with its duration and cues, so players show the
 * length and can seek) and returns the file as base64. Each frame gets its own quantizer, chosen
 * by looking at the frame after it: a frame that the next one changes much is seen only in
 * passing, so it is coded coarsely (moving pixels are what cost bytes); a frame that stays on
 * screen is coded finely, once, so that text and thin lines come out sharp.
 */
export async function record(mb: typeof Mediabunny, fontUrl: string, q: Quantizers): Promise<string> {
  await loadFont(fontUrl);
  const canvas = makeCanvas();
  const ctx = canvas.getContext('2d', { alpha: false, willReadFrequently: true })!;
  const output = new mb.Output({ format: new mb.WebMOutputFormat(), target: new mb.BufferTarget() });
  const source = new mb.VideoSampleSource({
    codec: 'vp9',
    quality: new mb.Quality({ quantizer: q.motion }),
    keyFrameInterval: q.keyFrames,
  });
  output.addVideoTrack(source, { frameRate: TOUR.fps });
  await output.start();
  const frames = TOUR.seconds * TOUR.fps;
  type Frame = { sample: Mediabunny.VideoSample; pixels: Uint32Array };
  let pending: Frame | null = null;
  for (let frame = 0; frame <= frames; frame++) {
    let next: Frame | null = null;
    if (frame < frames) {
      drawFrame(ctx, frame / TOUR.fps);
      next = {
        sample: new mb.VideoSample(canvas, { timestamp: frame / TOUR.fps, duration: 1 / TOUR.fps }),
        pixels: new Uint32Array(ctx.getImageData(0, 0, TOUR.width, TOUR.height).data.buffer),
      };
    }
    if (pending) {
      const passing = next !== null && changedShare(pending.pixels, next.pixels) > STILL_SHARE;
      // The per-frame quantizer option of WebCodecs, which this project's DOM typings do not list.
      const options = { vp9: { quantizer: passing ? q.motion : q.still } } as VideoEncoderEncodeOptions;
      await source.add(pending.sample, options);
      pending.sample.close();
    }
    pending = next;
  }
  await output.finalize();
  const bytes = new Uint8Array(output.target.buffer!);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
