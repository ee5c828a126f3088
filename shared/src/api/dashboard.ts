import { dashboardFiguresSchema } from '../schemas/dashboard';
import { getJson } from './client';

// Read outside production only, as in auth.ts: the shell's start-up imports this module.
const dashboardReply = process.env.NODE_ENV === 'production' ? undefined : dashboardFiguresSchema;

export const getDashboard = (signal?: AbortSignal) =>
  getJson(dashboardReply, '/api/management/dashboard', { signal });
