import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { QR_SHEET_PAPERS } from '@bizcard/shared/schemas';
import fc from 'fast-check';
import {
  ADDRESS_LINES,
  type Box,
  labelBox,
  labelParts,
  labelsPerPage,
  NAME_LINES,
  pageCount,
  SHEET_LAYOUTS,
  textBlockHeight,
} from '../../../src/routes/batches/qr-sheet-layout';
import { ELLIPSIS, fitLines, toWinAnsi, truncate } from '../../../src/routes/batches/qr-sheet-text';

// Floating-point slack, far below anything a printer shows (1/1000 pt).
const EPSILON = 1e-3;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - EPSILON &&
  inner.y >= outer.y - EPSILON &&
  inner.x + inner.width <= outer.x + outer.width + EPSILON &&
  inner.y + inner.height <= outer.y + outer.height + EPSILON;
const overlap = (a: Box, b: Box) =>
  a.x + a.width > b.x + EPSILON &&
  b.x + b.width > a.x + EPSILON &&
  a.y + a.height > b.y + EPSILON &&
  b.y + b.height > a.y + EPSILON;

const paper = fc.constantFrom(...QR_SHEET_PAPERS);
// A width per character, as a font's: any text's width is the sum of its characters'.
const measure = (text: string) =>
  Array.from(text).reduce((sum, char) => sum + (char === 'W' ? 9 : 5), 0);

describe('QR sheet layout', () => {
  test('A4 holds 24 labels of 70 × 37 mm and US Letter 30 of 2.625 × 1 in', () => {
    const mm = (points: number) => Math.round((points * 25.4) / 72);
    assert.equal(labelsPerPage(SHEET_LAYOUTS.a4), 24);
    assert.deepEqual(
      [mm(SHEET_LAYOUTS.a4.label.width), mm(SHEET_LAYOUTS.a4.label.height)],
      [70, 37],
    );
    assert.equal(labelsPerPage(SHEET_LAYOUTS.letter), 30);
    assert.deepEqual(SHEET_LAYOUTS.letter.label, { width: 189, height: 72 });
  });

  test('any number of people takes ceil(n / labels per page) pages', () => {
    fc.assert(
      fc.property(paper, fc.nat(100_000), (name, people) => {
        const layout = SHEET_LAYOUTS[name];
        const pages = pageCount(layout, people);
        assert.equal(pages, Math.ceil(people / labelsPerPage(layout)));
        if (people > 0) assert.equal(labelBox(layout, people - 1).page, pages - 1);
      }),
    );
  });

  test('every label lies inside its page, and its QR code and text inside the label', () => {
    fc.assert(
      fc.property(paper, fc.nat(100_000), (name, index) => {
        const layout = SHEET_LAYOUTS[name];
        const page = { x: 0, y: 0, ...layout.page };
        const { box } = labelBox(layout, index);
        assert.ok(inside(box, page), `label ${index} at ${JSON.stringify(box)}`);
        const { qr, text } = labelParts(layout, box);
        assert.ok(inside(qr, box) && inside(text, box));
        assert.ok(!overlap(qr, text));
        assert.ok(textBlockHeight(layout, NAME_LINES, ADDRESS_LINES) <= text.height);
      }),
    );
  });

  test('no two labels of a page overlap', () => {
    for (const layout of Object.values(SHEET_LAYOUTS)) {
      const boxes = Array.from({ length: labelsPerPage(layout) }, (_, i) => labelBox(layout, i));
      assert.ok(boxes.every(({ page }) => page === 0));
      boxes.forEach((a, i) => {
        for (const b of boxes.slice(i + 1)) assert.ok(!overlap(a.box, b.box));
      });
    }
  });
});

describe('QR sheet texts', () => {
  test('any text fits its width and lines, and what is cut off ends in an ellipsis', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 10, max: 200 }),
        fc.integer({ min: 1, max: 3 }),
        (text, width, maxLines) => {
          const lines = fitLines(text, width, maxLines, measure);
          assert.ok(lines.length <= maxLines);
          for (const line of lines) assert.ok(measure(line) <= width, line);
          const kept = lines.join('').replace(/\s/g, '');
          if (!lines.at(-1)?.endsWith(ELLIPSIS)) assert.equal(kept, text.replace(/\s/g, ''));
        },
      ),
    );
  });

  test('a name that fits stays whole; one that does not is cut at a word on its last line', () => {
    assert.deepEqual(fitLines('Ava Okafor', 100, 2, measure), ['Ava Okafor']);
    assert.deepEqual(fitLines('Ava Okafor Konstantinopoulou', 60, 2, measure), [
      'Ava Okafor',
      `Konstantino${ELLIPSIS}`,
    ]);
    assert.equal(truncate('Ava', 4, measure), '');
  });

  test('letters the standard fonts lack lose their accent or become ?', () => {
    assert.equal(toWinAnsi('Chloé Müller–Straße'), 'Chloé Müller–Straße');
    assert.equal(toWinAnsi('Dvořák Łukasz 王'), 'Dvorák ?ukasz ?');
  });
});
