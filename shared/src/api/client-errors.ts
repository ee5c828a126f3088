import type { RemoteLoadReport } from '../schemas/client-errors';
import { emptyReplySchema } from '../schemas/service-replies';
import { postJson } from './client';

/** Tells the API that a remote failed to load in this page; answered 204 (decision 029). */
export const reportRemoteLoadFailure = (report: RemoteLoadReport) =>
  postJson(emptyReplySchema, '/api/client-errors/remote-load', report);
