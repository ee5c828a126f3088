// Where each label of a QR sheet goes on the label sheets people buy (issue 27 item 2). All
// lengths are PDF points (1/72 in), from the page's top-left corner, as pdfkit draws.
import type { QrSheetPaper } from '@bizcard/shared/schemas';

const MM = 72 / 25.4;
const INCH = 72;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SheetLayout {
  /** The page's width and height. */
  page: { width: number; height: number };
  columns: number;
  rows: number;
  label: { width: number; height: number };
  /** The first label's top-left corner. */
  origin: { x: number; y: number };
  /** From one label's corner to the next one's, across and down (label plus gap). */
  pitch: { x: number; y: number };
  /**
   * Blank space inside each label's edges: labels cut to the page's edge sit where printers
   * cannot print, and die-cut labels move a little in the printer.
   */
  padding: { x: number; y: number };
  /** Type sizes of the name and of the card address. */
  nameSize: number;
  addressSize: number;
}

/**
 * A4: 24 labels of 70 × 37 mm, 3 across, 8 down, touching, the block centred (0.5 mm top and
 * bottom), as Avery 3474 and its like. US Letter: Avery 5160, 30 labels of 2.625 × 1 in.
 */
export const SHEET_LAYOUTS: Record<QrSheetPaper, SheetLayout> = {
  a4: {
    page: { width: 210 * MM, height: 297 * MM },
    columns: 3,
    rows: 8,
    label: { width: 70 * MM, height: 37 * MM },
    origin: { x: 0, y: 0.5 * MM },
    pitch: { x: 70 * MM, y: 37 * MM },
    padding: { x: 4.5 * MM, y: 4 * MM },
    nameSize: 10,
    addressSize: 6.5,
  },
  letter: {
    page: { width: 8.5 * INCH, height: 11 * INCH },
    columns: 3,
    rows: 10,
    label: { width: 2.625 * INCH, height: 1 * INCH },
    origin: { x: 0.1875 * INCH, y: 0.5 * INCH },
    pitch: { x: 2.75 * INCH, y: 1 * INCH },
    padding: { x: 0.1 * INCH, y: 0.08 * INCH },
    nameSize: 9,
    addressSize: 6,
  },
};

/** Lines a label gives the name and the card address, and the line height to type size. */
export const NAME_LINES = 2;
export const ADDRESS_LINES = 2;
export const LEADING = 1.2;

/** The height of a label's text at its most: the name's lines, a gap, the address's lines. */
export const textBlockHeight = (layout: SheetLayout, nameLines: number, addressLines: number) =>
  (nameLines * layout.nameSize + (addressLines + 1) * layout.addressSize) * LEADING;

export const labelsPerPage = (layout: SheetLayout): number => layout.columns * layout.rows;

export const pageCount = (layout: SheetLayout, labels: number): number =>
  Math.ceil(labels / labelsPerPage(layout));

/** The label of the `index`-th person (from 0): its page (from 0) and its box on that page. */
export function labelBox(layout: SheetLayout, index: number): { page: number; box: Box } {
  const perPage = labelsPerPage(layout);
  const onPage = index % perPage;
  const column = onPage % layout.columns;
  const row = Math.floor(onPage / layout.columns);
  return {
    page: Math.floor(index / perPage),
    box: {
      x: layout.origin.x + column * layout.pitch.x,
      y: layout.origin.y + row * layout.pitch.y,
      ...layout.label,
    },
  };
}

/** Inside a label: the QR code's square on the left, the text's box on its right. */
export function labelParts(layout: SheetLayout, label: Box): { qr: Box; text: Box } {
  const { padding } = layout;
  const side = label.height - 2 * padding.y;
  const qr = { x: label.x + padding.x, y: label.y + padding.y, width: side, height: side };
  const textX = qr.x + side + padding.x;
  const text = {
    x: textX,
    y: qr.y,
    width: label.x + label.width - padding.x - textX,
    height: side,
  };
  return { qr, text };
}
