import fc from 'fast-check';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('starts at 1-5 on the first page', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres the current page in the middle: page 6 of 20 shows 4-8', () => {
    expect(pageWindow(6, 20)).toEqual([4, 5, 6, 7, 8]);
  });

  it('slides against the end: page 20 of 20 shows 16-20', () => {
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('shows every page when there are fewer than five', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it('always holds the current page, at most five consecutive pages, all in range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 499 }),
        (total, n) => {
          const page = (n % total) + 1;
          const pages = pageWindow(page, total);
          expect(pages).toContain(page);
          expect(pages.length).toBe(Math.min(5, total));
          expect(pages[0]).toBeGreaterThanOrEqual(1);
          expect(pages.at(-1)).toBeLessThanOrEqual(total);
          expect(pages).toEqual(pages.map((_, i) => pages[0] + i));
        },
      ),
    );
  });
});
