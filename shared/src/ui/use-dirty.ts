import { useState } from 'react';

/**
 * Whether a form's values differ from those it opened with, or from `baseline` when the form
 * opened with other values than the record's (a restored draft): pass the result to Modal's
 * `dirty`, so leaving with Escape asks first. Values are compared as JSON (plain form data).
 */
export function useDirty(values: unknown, baseline: unknown = values): boolean {
  const [initial] = useState(() => JSON.stringify(baseline));
  return JSON.stringify(values) !== initial;
}
