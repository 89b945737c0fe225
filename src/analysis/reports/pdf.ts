import { A4, bytesOf, type PdfFont, pdfFont, printable as printableIn, wrapWords } from '../../platform/pdf-kit.js';
import { pdfkit } from '../../platform/pdf-libs.js';

/**
 * The building blocks of the analysis reports (coverage and medical): Pretendard fonts embedded as subsets (whole
 * static OpenType files of the npm package `pretendard`, like the claim form), an A4 page frame with a footer and page
 * numbers, a cover band, figure boxes, word-wrapped text, a ruled table that continues on the next page with its
 * header repeated, a card with a badge, and vector charts drawn with pdfkit's own drawing. Pure: plain data in, PDF
 * bytes out, so it runs in a worker thread.
 */

export const FONT_FILES = {
  regular: 'pretendard/dist/public/static/alternative/Pretendard-Regular.ttf',
  bold: 'pretendard/dist/public/static/alternative/Pretendard-Bold.ttf',
} as const;
type FontName = keyof typeof FONT_FILES;
const fontOf = (name: FontName): PdfFont => pdfFont(FONT_FILES[name]);

export const MARGIN = 48;
export const CONTENT_WIDTH = A4.width - MARGIN * 2;
const FOOTER_HEIGHT = 24;
/** The lowest y a block may reach: the footer sits below it. */
export const BOTTOM = A4.height - MARGIN - FOOTER_HEIGHT;

/** The bar chart's track up to the 100 % line: all a bar of 0 shows. */
export const BAR_TRACK = '#e4e7eb';

export const COLORS = {
  text: '#1f2933',
  muted: '#616e7c',
  rule: '#cbd2d9',
  header: '#eef2f7',
  accent: '#1d4ed8',
};

/** Characters the font lacks are replaced, so one odd character cannot fail a report or print as an empty box. */
function printable(text: string, font: FontName = 'regular') {
  return printableIn(text, fontOf(font));
}

/** KRW the Korean way: `1억 5,000만원`, `3만원`, `0원`. */
export function formatWon(amount: number): string {
  if (amount === 0) return '0원';
  const eok = Math.floor(amount / 100_000_000);
  const man = Math.floor((amount % 100_000_000) / 10_000);
  const won = amount % 10_000;
  const parts: string[] = [];
  if (eok) parts.push(`${eok.toLocaleString('en-US')}억`);
  if (man) parts.push(`${man.toLocaleString('en-US')}만`);
  if (won) parts.push(won.toLocaleString('en-US'));
  return `${parts.join(' ')}원`;
}

export interface TextOptions {
  size?: number;
  bold?: boolean;
  color?: string;
  x?: number;
  width?: number;
  align?: 'left' | 'right' | 'center';
  /** Extra space after the block. */
  gap?: number;
}

export interface TableColumn {
  header: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

/** A table cell: its text, or its text in a colour (and bold), for a value that must stand out. */
export type TableCell = string | { text: string; color?: string; bold?: boolean };

export interface TrendPanel {
  title: string;
  /** Under the title, muted: the unit or the normal range. */
  subtitle: string;
  /** One point per label, left to right (oldest first); null: not measured then. */
  points: ({ value: number; label: string; color: string } | null)[];
  xLabels: string[];
}

export interface BarChartItem {
  label: string;
  /** The bar's length as a share of the reference (1 = the reference line). */
  ratio: number;
  /** Right of the bar: the figures. */
  note: string;
  color: string;
}

export interface LineSeries {
  name: string;
  color: string;
  /** Dash pattern, so that series stay apart in greyscale too. */
  dash?: [number, number];
  values: number[];
}

export interface ReportPdfOptions {
  title: string;
  /** Left of the page number on every page. */
  footer: string;
  /** The PDF's creation date (fixed in tests for identical pages). */
  createdAt: Date;
}

/** An A4 report under construction: a cursor `y` that blocks advance, and pages added as blocks need them. */
export class ReportPdf {
  readonly doc: PDFKit.PDFDocument;
  y = MARGIN;
  private readonly bytes: Promise<Buffer>;

  constructor(private readonly options: ReportPdfOptions) {
    // Pages are buffered so that the footer can say "n / N" once N is known.
    this.doc = new (pdfkit())({
      size: [A4.width, A4.height],
      margin: MARGIN,
      bufferPages: true,
      info: { Title: options.title, Creator: 'leadline', CreationDate: options.createdAt },
    });
    this.bytes = bytesOf(this.doc);
    // pdfkit takes a parsed fontkit font as well as bytes (its type definitions know only bytes); it subsets per
    // document, so sharing the parsed font is safe.
    this.doc.registerFont('regular', fontOf('regular').unshaped as unknown as Buffer);
    this.doc.registerFont('bold', fontOf('bold').unshaped as unknown as Buffer);
    this.doc.font('regular').fillColor(COLORS.text).strokeColor(COLORS.rule).lineWidth(0.6);
  }

  newPage() {
    this.doc.addPage();
    this.y = MARGIN;
  }

  /** Starts a new page unless `height` more fits on this one. */
  ensure(height: number) {
    if (this.y + height > BOTTOM) this.newPage();
  }

  private use(size: number, bold = false) {
    this.doc.font(bold ? 'bold' : 'regular').fontSize(size);
  }

  /** Wrapped lines of `text` at `size` in `width`. */
  lines(text: string, width: number, size: number, bold = false): string[] {
    this.use(size, bold);
    return wrapWords(printable(text, bold ? 'bold' : 'regular'), width, (s) => this.doc.widthOfString(s));
  }

  /** The width of one line of `text`. */
  widthOf(text: string, size: number, bold = false) {
    this.use(size, bold);
    return this.doc.widthOfString(printable(text, bold ? 'bold' : 'regular'));
  }

  lineHeight(size: number) {
    return size * 1.45;
  }

  /** A block of text at the cursor (or at `x`), wrapped at spaces; a block that does not fit moves to the next page. */
  text(text: string, o: TextOptions = {}) {
    const size = o.size ?? 10;
    const x = o.x ?? MARGIN;
    const width = o.width ?? CONTENT_WIDTH - (x - MARGIN);
    const lines = this.lines(text, width, size, o.bold);
    const height = lines.length * this.lineHeight(size);
    this.ensure(height);
    this.drawLines(lines, x, this.y, width, size, o);
    this.y += height + (o.gap ?? 0);
  }

  /** Lines at a fixed place, not moving the cursor. */
  drawLines(lines: string[], x: number, y: number, width: number, size: number, o: TextOptions = {}) {
    this.use(size, o.bold);
    this.doc.fillColor(o.color ?? COLORS.text);
    lines.forEach((line, i) => {
      this.doc.text(line, x, y + i * this.lineHeight(size) + (this.lineHeight(size) - size) / 2, {
        width,
        align: o.align ?? 'left',
        lineBreak: false,
      });
    });
    this.doc.fillColor(COLORS.text);
  }

  /** A one-line label at a fixed place. */
  label(text: string, x: number, y: number, width: number, o: TextOptions = {}) {
    const size = o.size ?? 9;
    this.use(size, o.bold);
    this.doc.fillColor(o.color ?? COLORS.text);
    this.doc.text(printable(text, o.bold ? 'bold' : 'regular'), x, y, {
      width,
      align: o.align ?? 'left',
      lineBreak: false,
    });
    this.doc.fillColor(COLORS.text);
  }

  /** A section title with a rule under it; kept with at least `keep` points of what follows. */
  heading(title: string, keep = 80) {
    this.ensure(30 + keep);
    if (this.y > MARGIN) this.y += 8;
    this.label(title, MARGIN, this.y, CONTENT_WIDTH, { size: 14, bold: true });
    this.y += 22;
    this.doc
      .moveTo(MARGIN, this.y)
      .lineTo(MARGIN + CONTENT_WIDTH, this.y)
      .lineWidth(1.2)
      .strokeColor(COLORS.accent)
      .stroke();
    this.doc.lineWidth(0.6).strokeColor(COLORS.rule);
    this.y += 10;
  }

  /** The first page's top: a dark band across the page with the title, a subtitle and a note; the cursor under it. */
  cover(title: string, subtitle: string, note: string) {
    this.doc.rect(0, 0, this.doc.page.width, 200).fill('#0f2a5c');
    this.label(title, MARGIN, 70, CONTENT_WIDTH, { size: 30, bold: true, color: '#ffffff' });
    this.label(subtitle, MARGIN, 118, CONTENT_WIDTH, { size: 14, color: '#dbe4f3' });
    this.label(note, MARGIN, 150, CONTENT_WIDTH, { size: 11, color: '#dbe4f3' });
    this.y = 230;
  }

  /** Key figures side by side in equal boxes: the label small and muted, the figure large. */
  statBoxes(items: [label: string, value: string][]) {
    const gap = 8;
    const boxWidth = (CONTENT_WIDTH - (items.length - 1) * gap) / items.length;
    items.forEach(([k, v], i) => {
      const x = MARGIN + i * (boxWidth + gap);
      this.doc.roundedRect(x, this.y, boxWidth, 56, 4).fillAndStroke('#f5f7fa', COLORS.rule);
      this.label(k, x + 6, this.y + 9, boxWidth - 12, { size: 8, color: COLORS.muted, align: 'center' });
      this.label(v, x + 4, this.y + 27, boxWidth - 8, { size: 11.5, bold: true, align: 'center' });
    });
    this.y += 70;
  }

  /**
   * A framed block: a bold title with a coloured badge at its right, then paragraphs (each `[text, colour?]`).
   * Kept on one page when it fits on one; a longer one continues, its lines never cut.
   */
  card(title: string, badge: { text: string; color: string }, paragraphs: [string, string?][], size = 8.5) {
    const pad = 8;
    const badgeWidth = 64;
    const titleWidth = CONTENT_WIDTH - pad * 3 - badgeWidth;
    const titleLines = this.lines(title, titleWidth, size + 0.5, true);
    const bodyWidth = CONTENT_WIDTH - pad * 2;
    const body = paragraphs.map(([text, color]) => ({ lines: this.lines(text, bodyWidth, size), color }));
    const lh = this.lineHeight(size);
    const titleHeight = Math.max(titleLines.length * this.lineHeight(size + 0.5), 18);
    const height = pad * 2 + titleHeight + 4 + body.reduce((s, p) => s + p.lines.length * lh + 2, 0);
    if (height <= BOTTOM - MARGIN) this.ensure(height);
    else this.ensure(pad * 2 + titleHeight + lh * 3);
    const top = this.y;
    const frame = (from: number, to: number) => {
      this.doc
        .roundedRect(MARGIN, from, CONTENT_WIDTH, to - from, 4)
        .strokeColor(COLORS.rule)
        .stroke();
    };
    this.drawLines(titleLines, MARGIN + pad, top + pad, titleWidth, size + 0.5, { bold: true });
    const bx = MARGIN + CONTENT_WIDTH - pad - badgeWidth;
    this.doc.roundedRect(bx, top + pad, badgeWidth, 18, 9).fill(badge.color);
    this.label(badge.text, bx, top + pad + 4.5, badgeWidth, { size: 9, bold: true, color: '#ffffff', align: 'center' });
    let y = top + pad + titleHeight + 4;
    let from = top;
    for (const p of body) {
      for (const line of p.lines) {
        if (y + lh > BOTTOM) {
          frame(from, y + pad / 2);
          this.newPage();
          from = this.y;
          y = this.y + pad / 2;
        }
        this.drawLines([line], MARGIN + pad, y, bodyWidth, size, { color: p.color });
        y += lh;
      }
      y += 2;
    }
    frame(from, y + pad - 2);
    this.y = y + pad + 6;
  }

  /**
   * A ruled table; each row as tall as its wrapped cells. A row that does not fit starts a new page, where the
   * header is drawn again.
   */
  table(columns: TableColumn[], rows: TableCell[][], size = 8.5) {
    const pad = 4;
    const width = columns.reduce((s, c) => s + c.width, 0);
    const drawRow = (cells: TableCell[], bold: boolean, fill: string | null) => {
      const styled = cells.map((cell) => (typeof cell === 'string' ? { text: cell } : cell));
      const wrapped = styled.map((cell, i) =>
        this.lines(cell.text, columns[i].width - pad * 2, size, cell.bold ?? bold),
      );
      const height = Math.max(...wrapped.map((l) => l.length)) * this.lineHeight(size) + pad * 2;
      return {
        height,
        draw: (y: number) => {
          if (fill) this.doc.rect(MARGIN, y, width, height).fill(fill);
          let x = MARGIN;
          wrapped.forEach((lines, i) => {
            this.drawLines(lines, x + pad, y + pad, columns[i].width - pad * 2, size, {
              bold: styled[i].bold ?? bold,
              color: styled[i].color,
              align: columns[i].align,
            });
            x += columns[i].width;
          });
          this.doc
            .moveTo(MARGIN, y + height)
            .lineTo(MARGIN + width, y + height)
            .strokeColor(COLORS.rule)
            .stroke();
        },
      };
    };
    const header = drawRow(
      columns.map((c) => c.header),
      true,
      COLORS.header,
    );
    const startPage = () => {
      header.draw(this.y);
      this.y += header.height;
    };
    this.ensure(header.height * 2 + 10);
    startPage();
    for (const cells of rows) {
      const row = drawRow(cells, false, null);
      if (this.y + row.height > BOTTOM) {
        this.newPage();
        startPage();
      }
      row.draw(this.y);
      this.y += row.height;
    }
    this.y += 6;
  }

  /**
   * Horizontal bars against a reference line (the recommended amount): each item's bar is `ratio` of the line's
   * length, capped at `maxRatio` (then drawn with an open end). `note` is printed right of the chart.
   */
  barChart(items: BarChartItem[], o: { labelWidth: number; noteWidth: number; rowHeight: number; maxRatio: number }) {
    const doc = this.doc;
    const chartX = MARGIN + o.labelWidth;
    const chartWidth = CONTENT_WIDTH - o.labelWidth - o.noteWidth - 8;
    const unit = chartWidth / o.maxRatio;
    const top = this.y;
    const height = items.length * o.rowHeight;
    // Grid: every 50 %, the 100 % line (the recommendation) solid.
    for (let r = 0; r <= o.maxRatio + 1e-9; r += 0.5) {
      const x = chartX + r * unit;
      doc.save();
      if (Math.abs(r - 1) < 1e-9) doc.lineWidth(1).strokeColor(COLORS.text);
      else doc.lineWidth(0.4).strokeColor(COLORS.rule).dash(2, { space: 2 });
      doc
        .moveTo(x, top)
        .lineTo(x, top + height)
        .stroke();
      doc.restore();
      this.label(`${Math.round(r * 100)}%`, x - 20, top + height + 3, 40, {
        size: 7,
        align: 'center',
        color: COLORS.muted,
      });
    }
    items.forEach((item, i) => {
      const y = top + i * o.rowHeight;
      this.label(item.label, MARGIN, y + (o.rowHeight - 9) / 2 - 1, o.labelWidth - 6, { size: 8.5 });
      const barHeight = o.rowHeight * 0.55;
      const barY = y + (o.rowHeight - barHeight) / 2;
      // The recommendation as a light track to the 100 % line; the amount as the bar over it.
      doc.rect(chartX, barY, unit, barHeight).fill(BAR_TRACK);
      const shown = Math.min(item.ratio, o.maxRatio);
      if (shown > 0) doc.rect(chartX, barY, Math.max(shown * unit, 1.5), barHeight).fill(item.color);
      if (item.ratio > o.maxRatio) {
        // Beyond the scale: a white notch near the end says "more than this".
        const end = chartX + o.maxRatio * unit;
        doc.polygon([end - 6, barY], [end - 2, barY + barHeight / 2], [end - 6, barY + barHeight]).fill('#ffffff');
      }
      this.label(item.note, chartX + chartWidth + 8, y + (o.rowHeight - 8) / 2 - 1, o.noteWidth, {
        size: 7.5,
        color: COLORS.muted,
      });
    });
    this.doc.fillColor(COLORS.text);
    this.y = top + height + 16;
  }

  /**
   * A line chart of `series` over the points `xLabels`, y from 0 to a round maximum, axis labels by `formatY`, the
   * legend under it. Drawn in `height` points.
   */
  lineChart(xLabels: string[], series: LineSeries[], o: { height: number; formatY: (v: number) => string }) {
    const doc = this.doc;
    const axisWidth = 58;
    const left = MARGIN + axisWidth;
    const width = CONTENT_WIDTH - axisWidth - 10;
    // Room above the top line for its axis label.
    const top = this.y + 16;
    const height = o.height;
    const bottom = top + height;
    // Headroom over the largest value, so that a line at the maximum does not run along the top edge.
    const max = niceMax(Math.max(1, ...series.flatMap((s) => s.values)) * 1.15);
    const steps = 4;
    for (let i = 0; i <= steps; i++) {
      const v = (max / steps) * i;
      const y = bottom - (height * i) / steps;
      doc.save();
      doc.lineWidth(i === 0 ? 0.8 : 0.4).strokeColor(i === 0 ? COLORS.text : COLORS.rule);
      if (i > 0) doc.dash(2, { space: 2 });
      doc
        .moveTo(left, y)
        .lineTo(left + width, y)
        .stroke();
      doc.restore();
      this.label(o.formatY(v), MARGIN, y - 4, axisWidth - 6, { size: 7, align: 'right', color: COLORS.muted });
    }
    const n = xLabels.length;
    const xOf = (i: number) => (n === 1 ? left + width / 2 : left + (width * i) / (n - 1));
    xLabels.forEach((label, i) => {
      this.label(label, xOf(i) - 20, bottom + 4, 40, { size: 7.5, align: 'center', color: COLORS.muted });
    });
    const yOf = (v: number) => bottom - (height * v) / max;
    for (const s of series) {
      doc.save();
      doc.lineWidth(1.6).strokeColor(s.color);
      if (s.dash) doc.dash(s.dash[0], { space: s.dash[1] });
      s.values.forEach((v, i) => {
        if (i === 0) doc.moveTo(xOf(i), yOf(v));
        else doc.lineTo(xOf(i), yOf(v));
      });
      doc.stroke();
      doc.undash();
      s.values.forEach((v, i) => {
        doc.circle(xOf(i), yOf(v), 2.2).fill(s.color);
      });
      doc.restore();
    }
    // Legend: one row, wrapping when long.
    let x = left;
    let y = bottom + 20;
    for (const s of series) {
      this.use(8);
      const w = this.doc.widthOfString(printable(s.name)) + 34;
      if (x + w > MARGIN + CONTENT_WIDTH) {
        x = left;
        y += 14;
      }
      doc.save();
      doc.lineWidth(1.6).strokeColor(s.color);
      if (s.dash) doc.dash(s.dash[0], { space: s.dash[1] });
      doc
        .moveTo(x, y + 5)
        .lineTo(x + 20, y + 5)
        .stroke();
      doc.restore();
      this.label(s.name, x + 24, y, w - 24, { size: 8 });
      x += w + 8;
    }
    this.doc.fillColor(COLORS.text);
    this.y = y + 22;
  }

  /**
   * Small multiples: one framed panel per measure, `columns` in a row, each with its own scale (the values' own
   * range), the points joined by a line, each point in its own colour with its value above it and its label (a date)
   * below. For a few values of measures with different units, where one shared axis would flatten them.
   */
  trendPanels(panels: TrendPanel[], o: { columns: number; height: number }) {
    const doc = this.doc;
    const gap = 10;
    const width = (CONTENT_WIDTH - (o.columns - 1) * gap) / o.columns;
    for (let start = 0; start < panels.length; start += o.columns) {
      this.ensure(o.height + gap);
      const top = this.y;
      panels.slice(start, start + o.columns).forEach((panel, i) => {
        const left = MARGIN + i * (width + gap);
        doc.roundedRect(left, top, width, o.height, 4).strokeColor(COLORS.rule).stroke();
        this.label(panel.title, left + 8, top + 7, width - 16, { size: 8.5, bold: true });
        this.label(panel.subtitle, left + 8, top + 20, width - 16, { size: 7, color: COLORS.muted });
        // The plot: room above for the values, below for the labels.
        const plotTop = top + 48;
        const plotBottom = top + o.height - 22;
        const plotLeft = left + 22;
        const plotWidth = width - 44;
        const shown = panel.points.filter((p) => p !== null);
        const values = shown.map((p) => p.value);
        const low = Math.min(...values);
        const high = Math.max(...values);
        const span = high - low || Math.max(Math.abs(high) * 0.2, 1);
        const yOf = (v: number) =>
          high === low ? (plotTop + plotBottom) / 2 : plotBottom - ((v - low) / span) * (plotBottom - plotTop);
        const n = panel.xLabels.length;
        const xOf = (k: number) => (n === 1 ? plotLeft + plotWidth / 2 : plotLeft + (plotWidth * k) / (n - 1));
        doc
          .moveTo(left + 8, plotBottom + 6)
          .lineTo(left + width - 8, plotBottom + 6)
          .lineWidth(0.4)
          .strokeColor(COLORS.rule)
          .stroke();
        if (shown.length > 1) {
          doc.save();
          doc.lineWidth(1.2).strokeColor(COLORS.muted);
          let started = false;
          panel.points.forEach((p, k) => {
            if (!p) return;
            if (started) doc.lineTo(xOf(k), yOf(p.value));
            else doc.moveTo(xOf(k), yOf(p.value));
            started = true;
          });
          doc.stroke();
          doc.restore();
        }
        panel.points.forEach((p, k) => {
          // Labels centred on their point, but kept inside the panel: the first and last points sit near its edges.
          const placed = (text: string, size: number, bold: boolean) => {
            const w = this.widthOf(text, size, bold) + 2;
            return { x: Math.min(Math.max(xOf(k) - w / 2, left + 4), left + width - 4 - w), w };
          };
          if (p) {
            doc.circle(xOf(k), yOf(p.value), 3).fill(p.color);
            const value = placed(p.label, 7.5, true);
            this.label(p.label, value.x, yOf(p.value) - 14, value.w, {
              size: 7.5,
              bold: true,
              color: p.color,
              align: 'center',
            });
          }
          const date = placed(panel.xLabels[k], 7, false);
          this.label(panel.xLabels[k], date.x, plotBottom + 9, date.w, {
            size: 7,
            color: COLORS.muted,
            align: 'center',
          });
        });
        doc.lineWidth(0.6).strokeColor(COLORS.rule);
      });
      this.y = top + o.height + gap;
    }
    this.doc.fillColor(COLORS.text);
  }

  /** Writes the footer and "n / N" on every page and answers the bytes. */
  async finish(): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      const y = A4.height - MARGIN - 10;
      // Drawing below the bottom margin would make pdfkit add a page: the margin is lifted while the footer is drawn.
      const margins = this.doc.page.margins;
      this.doc.page.margins = { ...margins, bottom: 0 };
      this.doc
        .moveTo(MARGIN, y - 6)
        .lineTo(MARGIN + CONTENT_WIDTH, y - 6)
        .strokeColor(COLORS.rule)
        .stroke();
      this.label(this.options.footer, MARGIN, y, CONTENT_WIDTH - 60, { size: 7.5, color: COLORS.muted });
      this.label(`${i + 1} / ${range.count}`, MARGIN + CONTENT_WIDTH - 60, y, 60, {
        size: 7.5,
        color: COLORS.muted,
        align: 'right',
      });
      this.doc.page.margins = margins;
    }
    this.doc.end();
    return this.bytes;
  }
}

/** The smallest of 1, 2, 2.5, 5 × 10^k not below `v`: round axis steps. */
export function niceMax(v: number): number {
  const exp = 10 ** Math.floor(Math.log10(v));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * exp >= v) return m * exp;
  return 10 * exp;
}
