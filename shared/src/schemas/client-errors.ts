import * as z from 'zod/mini';
import { atMost, requiredText } from './fields';
import { lazySchema } from './lazy-schema';

/** Longest value each field of a remote-load report may carry; the shell cuts to these. */
export const REMOTE_LOAD_REPORT_MAX = { remote: 100, url: 2000, version: 100, message: 1000 };

const reportField = (label: string, max: number) =>
  requiredText(`${label} is required`).check(atMost(label, max));

/** What the shell sends once per page load when a remote fails to load (decision 029). */
export const remoteLoadReportSchema = lazySchema(() =>
  z.strictObject(
    {
      remote: reportField('Remote', REMOTE_LOAD_REPORT_MAX.remote),
      url: reportField('URL', REMOTE_LOAD_REPORT_MAX.url),
      version: reportField('Version', REMOTE_LOAD_REPORT_MAX.version),
      message: reportField('Message', REMOTE_LOAD_REPORT_MAX.message),
    },
    { error: 'A report has exactly the fields remote, url, version and message' },
  ),
);

export type RemoteLoadReport = z.infer<typeof remoteLoadReportSchema>;
