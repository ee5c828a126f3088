import { dashboardFiguresSchema } from '../schemas/dashboard';
import { getJson } from './client';

export const getDashboard = (signal?: AbortSignal) =>
  getJson(dashboardFiguresSchema, '/api/management/dashboard', { signal });
