import type { RemoteLoadReport } from '../schemas/client-errors';
import { apiPost } from './client';

/** Tells the API that a remote failed to load in this page; answered 204 (decision 029). */
export const reportRemoteLoadFailure = (report: RemoteLoadReport) =>
  apiPost<Record<string, never>>('/api/client-errors/remote-load', report);
