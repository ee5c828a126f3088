import { useCallback, useState } from 'react';
import { COLUMN_KEYS, type ColumnKey, DEFAULT_COLUMNS, inTableOrder } from '../lib/columns';

/** Per browser, like the selected tenant: the chooser's last applied choice. */
export const VISIBLE_COLUMNS_KEY = 'tenantUsersVisibleColumns';

const isColumnKey = (value: unknown): value is ColumnKey =>
  typeof value === 'string' && (COLUMN_KEYS as readonly string[]).includes(value);

function readStored(): ColumnKey[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(VISIBLE_COLUMNS_KEY) ?? 'null');
    const keys = Array.isArray(stored) ? inTableOrder(stored.filter(isColumnKey)) : [];
    return keys.length > 0 ? keys : [...DEFAULT_COLUMNS];
  } catch {
    return [...DEFAULT_COLUMNS];
  }
}

export function useVisibleColumns(): [ColumnKey[], (columns: ColumnKey[]) => void] {
  const [columns, setColumns] = useState(readStored);

  const apply = useCallback((next: ColumnKey[]) => {
    const ordered = inTableOrder(next);
    setColumns(ordered);
    try {
      localStorage.setItem(VISIBLE_COLUMNS_KEY, JSON.stringify(ordered));
    } catch {
      // Storage full or disabled: the choice still holds until the page is left.
    }
  }, []);

  return [columns, apply];
}
