import { MAX_PAGE_BUTTONS } from './columns';

/**
 * The page numbers to offer as buttons: at most five, centred on the current page and
 * sliding against either end (page 1 → 1-5, page 6 of 20 → 4-8, page 20 → 16-20).
 */
export function pageWindow(page: number, totalPages: number, size = MAX_PAGE_BUTTONS): number[] {
  if (totalPages <= 0) return [];
  const count = Math.min(size, totalPages);
  const first = Math.min(Math.max(1, page - Math.floor(size / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}
