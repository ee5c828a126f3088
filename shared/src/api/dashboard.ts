import type { DashboardFigures } from '../model/dashboard';
import { apiGet } from './client';

export const getDashboard = (signal?: AbortSignal) =>
  apiGet<DashboardFigures>('/api/management/dashboard', { signal });
