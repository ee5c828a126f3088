import { dashboardFiguresSchema } from '../schemas/dashboard';
import { getJson } from './client';

// Read outside production only, as in auth.ts: the shell's start-up imports this module.
const replies =
  process.env.NODE_ENV === 'production' ? undefined : { dashboard: dashboardFiguresSchema };

export const getDashboard = (signal?: AbortSignal) =>
  getJson(replies?.dashboard, '/api/management/dashboard', { signal });
