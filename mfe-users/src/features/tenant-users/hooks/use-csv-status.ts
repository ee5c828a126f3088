import { useCallback, useEffect, useRef, useState } from 'react';

export interface CsvStatus {
  text: string;
  /** Rows the server refused, listed under the text. */
  errors?: string[];
}

/** The CSV status banner's message; `ms` clears it after that long, else it stays. */
export function useCsvStatus(): [
  CsvStatus | null,
  (status: CsvStatus | null, ms?: number) => void,
] {
  const [status, setStatus] = useState<CsvStatus | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback((next: CsvStatus | null, ms?: number) => {
    clearTimeout(timer.current);
    setStatus(next);
    if (next && ms) timer.current = setTimeout(() => setStatus(null), ms);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  return [status, show];
}
