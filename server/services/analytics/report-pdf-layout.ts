// The page furniture of the PDF report (decision 078): an A4 document in DejaVu Sans, the text it can draw, headings,
// tables that carry on over pages with their header, and the footer with page numbers. Runs in the report worker.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

export const MARGIN = 50;
const FOOTER = 30;
export const INK = '#1f2937';
export const MUTED = '#6b7280';
export const RULE = '#d1d5db';

export interface Page {
  doc: PDFKit.PDFDocument;
  /** The width between the margins. */
  width: number;
  /** Text as the font can draw it: characters it has no glyph for (emoji) are left out, not drawn as boxes. */
  clean(text: string): string;
  /** A new page unless `height` points fit above the bottom margin. */
  ensure(height: number): void;
  /** A heading kept on a page with `keep` points below it (what follows it). */
  heading(text: string, keep?: number): void;
  table(columns: readonly Column[], rows: readonly (readonly string[])[]): void;
}

export interface Column {
  label: string;
  width: number;
  align?: 'left' | 'right';
}

/** The font's own character set (pdfkit's embedded font is fontkit's, which it keeps as `font`). */
function glyphTest(doc: PDFKit.PDFDocument): (codePoint: number) => boolean {
  const font = (doc as unknown as { _font?: { font?: { hasGlyphForCodePoint?: (cp: number) => boolean } } })._font
    ?.font;
  if (typeof font?.hasGlyphForCodePoint === 'function') return (cp) => font.hasGlyphForCodePoint!(cp);
  // Should pdfkit change its insides, emoji at least are kept out.
  return (cp) => !/\p{Extended_Pictographic}/u.test(String.fromCodePoint(cp));
}

export function openDocument(title: string): Page {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER },
    bufferPages: true,
    font: FONTS.regular,
    info: { Title: title, Creator: 'Social Desk' },
  });
  doc.registerFont('Sans', FONTS.regular);
  doc.registerFont('Sans-Bold', FONTS.bold);
  doc.font('Sans').fillColor(INK);
  const hasGlyph = glyphTest(doc);
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  const clean = (text: string) =>
    Array.from(text.normalize('NFC'))
      .filter((ch) => ch === '\n' || ch === ' ' || hasGlyph(ch.codePointAt(0)!))
      .join('')
      // What stood between spaces may have gone: "today 🥖 at" reads "today at".
      .replace(/ {2,}/g, ' ')
      .trim();

  const ensure = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  const heading = (text: string, keep = 40) => {
    ensure(keep + 30);
    doc.moveDown(0.8);
    doc.font('Sans-Bold').fontSize(14).fillColor(INK).text(clean(text), MARGIN, doc.y, { width });
    doc.moveDown(0.4);
    doc.font('Sans').fontSize(9);
  };

  const ROW = 15;
  const row = (columns: readonly Column[], cells: readonly string[], bold: boolean) => {
    const y = doc.y;
    let x = MARGIN;
    doc
      .font(bold ? 'Sans-Bold' : 'Sans')
      .fontSize(8)
      .fillColor(bold ? MUTED : INK);
    columns.forEach((column, index) => {
      doc.text(clean(cells[index] ?? ''), x + 2, y + 3, {
        width: column.width - 4,
        align: column.align ?? 'left',
        lineBreak: false,
        ellipsis: true,
        height: ROW,
      });
      x += column.width;
    });
    doc
      .moveTo(MARGIN, y + ROW)
      .lineTo(MARGIN + width, y + ROW)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.x = MARGIN;
    doc.y = y + ROW;
  };

  const table = (columns: readonly Column[], rows: readonly (readonly string[])[]) => {
    const header = columns.map((column) => column.label);
    ensure(ROW * 2);
    row(columns, header, true);
    for (const cells of rows) {
      if (doc.y + ROW > bottom()) {
        doc.addPage();
        row(columns, header, true);
      }
      row(columns, cells, false);
    }
    doc.font('Sans').fontSize(9).fillColor(INK);
    doc.moveDown(0.5);
  };

  return { doc, width, clean, ensure, heading, table };
}

/** "Page n of m" and a line of what the report is, on every page; then the whole file. */
export function finish(page: Page, footer: string): Promise<Uint8Array> {
  const { doc } = page;
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // Below the bottom margin: pdfkit would start a page for text there unless the margin is moved out of its way.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN;
    doc.font('Sans').fontSize(8).fillColor(MUTED);
    doc.text(page.clean(footer), MARGIN, y, { width: page.width * 0.75, lineBreak: false, ellipsis: true });
    doc.text(`Page ${index + 1} of ${range.count}`, MARGIN, y, { width: page.width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    doc.end();
  });
}
