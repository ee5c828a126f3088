// The QR sheet of a batch (issue 27 item 2): a PDF of labels, each a person's QR code with
// their name and card address, laid out for A4 or US Letter label sheets (qr-sheet-layout.ts).
import type { QrSheetPaper } from '@bizcard/shared/schemas';
import type PDFDocument from 'pdfkit';
import {
  ADDRESS_LINES,
  type Box,
  LEADING,
  labelBox,
  labelParts,
  labelsPerPage,
  NAME_LINES,
  SHEET_LAYOUTS,
  type SheetLayout,
  textBlockHeight,
} from './qr-sheet-layout';
import { cachedMeasure, fitLines, type Measure, toWinAnsi } from './qr-sheet-text';

export interface QrSheetPerson {
  name: string;
  /** The card address printed under the name. */
  cardUrl: string;
  /** What the QR code holds. */
  qrText: string;
}

export interface QrSheetOptions {
  paper: QrSheetPaper;
  /** The document's title (the batch's name). */
  title: string;
  /** Deflate the pages (true); tests read the drawing operators uncompressed. */
  compress?: boolean;
}

type Pdf = InstanceType<typeof PDFDocument>;
type QrModules = { size: number; data: Uint8Array };

// The standard fonts need nothing embedded: 10,000 labels stay small.
const NAME_FONT = 'Helvetica-Bold';
const ADDRESS_FONT = 'Helvetica';
// Quiet zone drawn inside the QR square; the label's padding around it completes the four
// modules the QR standard asks for.
const QUIET_MODULES = 2;
// Level M, as the card's own QR code (cards/qr.ts). The address goes in as one byte-mode
// segment: working out the smallest mix of modes took about a third of a 10,000-label sheet's
// time, for addresses that are mostly mixed-case letters anyway.
const QR_OPTIONS = { errorCorrectionLevel: 'M' } as const;

/**
 * The QR code as vector squares: one rectangle per run of dark modules in a row, in module
 * units (one `cm` scales them), filled as one path, so no seams show between modules.
 */
function drawQr(doc: Pdf, box: Box, { size, data }: QrModules): void {
  const unit = box.width / (size + 2 * QUIET_MODULES);
  const runs: string[] = [];
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!data[row * size + col]) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && data[row * size + col]) col++;
      runs.push(`${start} ${row} ${col - start} 1 re`);
    }
  }
  const offset = QUIET_MODULES * unit;
  doc.save().transform(unit, 0, 0, unit, box.x + offset, box.y + offset);
  doc.addContent(runs.join('\n')).fill().restore();
}

interface Style {
  font: string;
  size: number;
  measure: Measure;
}

interface Styles {
  name: Style;
  address: Style;
}

const style = (doc: Pdf, font: string, size: number): Style => ({
  font,
  size,
  measure: cachedMeasure((text) => doc.font(font, size).widthOfString(text)),
});

function drawLines(doc: Pdf, { font, size }: Style, lines: string[], x: number, top: number) {
  doc.font(font, size);
  lines.forEach((line, index) => {
    doc.text(line, x, top + index * size * LEADING, { lineBreak: false });
  });
}

/** The name and the card address, fitted to the label's text box and centred in its height. */
function drawText(doc: Pdf, layout: SheetLayout, styles: Styles, box: Box, person: QrSheetPerson) {
  const name = fitLines(toWinAnsi(person.name), box.width, NAME_LINES, styles.name.measure);
  const address = toWinAnsi(person.cardUrl);
  const addressLines = fitLines(address, box.width, ADDRESS_LINES, styles.address.measure);
  const top = box.y + (box.height - textBlockHeight(layout, name.length, addressLines.length)) / 2;
  drawLines(doc, styles.name, name, box.x, top);
  const addressTop = top + (name.length * layout.nameSize + layout.addressSize) * LEADING;
  drawLines(doc, styles.address, addressLines, box.x, addressTop);
}

/**
 * The PDF's bytes, a page at a time, as `people` arrive (in pages of any size). Consumed through
 * a stream, it waits for the reader before drawing the next page: memory stays flat however
 * large the batch.
 */
export async function* qrSheetPdf(
  people: AsyncIterable<QrSheetPerson[]>,
  options: QrSheetOptions,
): AsyncGenerator<Buffer> {
  // Loaded at the first sheet rather than at start, as the card QR code is: the idle API stays small.
  const [{ default: PdfDocument }, { default: QRCode }] = await Promise.all([
    import('pdfkit'),
    import('qrcode'),
  ]);
  const layout = SHEET_LAYOUTS[options.paper];
  const doc = new PdfDocument({
    size: [layout.page.width, layout.page.height],
    margin: 0,
    autoFirstPage: false,
    compress: options.compress ?? true,
    info: { Title: options.title },
  });
  // pdfkit writes each page out as the next one starts; read() takes what it wrote so far.
  const written = (): Buffer[] => {
    const bytes = doc.read() as Buffer | null;
    return bytes ? [bytes] : [];
  };
  const styles = {
    name: style(doc, NAME_FONT, layout.nameSize),
    address: style(doc, ADDRESS_FONT, layout.addressSize),
  };
  const perPage = labelsPerPage(layout);
  let index = 0;
  for await (const batch of people) {
    for (const person of batch) {
      if (index % perPage === 0) {
        doc.addPage();
        yield* written();
      }
      const { qr, text } = labelParts(layout, labelBox(layout, index).box);
      const code = QRCode.create([{ data: Buffer.from(person.qrText), mode: 'byte' }], QR_OPTIONS);
      drawQr(doc, qr, code.modules);
      drawText(doc, layout, styles, text, person);
      index++;
    }
  }
  // A PDF has at least one page: an empty batch prints a blank sheet.
  if (index === 0) doc.addPage();
  doc.end();
  yield* written();
}
