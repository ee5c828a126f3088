import { useState } from 'react';

/**
 * Whether a form's values differ from those it opened with: pass the result to Modal's
 * `dirty`, so leaving with Escape asks first. Values are compared as JSON (plain form data).
 */
export function useDirty(values: unknown): boolean {
  const [initial] = useState(() => JSON.stringify(values));
  return JSON.stringify(values) !== initial;
}
