/** A data row's count of values beside the header's. */
export interface ValueCount {
  found: number;
  expected: number;
}

/**
 * Why a data row's values cannot be matched with the header's columns, or null when they
 * can. More values than the header means a value belongs to no column: a line break or a
 * quote went astray, and matching the rest by position would put values in wrong columns.
 * Fewer values is a row whose trailing empty cells were left out, unless a column every row
 * needs (`required`, by index) is among the missing ones.
 */
export function valueCountMismatch(
  cells: readonly string[],
  headerWidth: number,
  required: readonly number[],
): ValueCount | null {
  const found = cells.length;
  const short = found < headerWidth && required.some((index) => index >= found);
  return found > headerWidth || short ? { found, expected: headerWidth } : null;
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** The refusal of a row whose values do not match the header (user and batch imports alike). */
export const csvValueCount = ({ found, expected }: ValueCount) =>
  `${count(found, 'value')}, but the header has ${count(expected, 'column')}`;
