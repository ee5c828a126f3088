import type {
  ActivitySummary,
  CardActivity,
  ReportPeriod,
  UsageDay,
  UsageReport,
} from '@bizcard/shared/model';
import { ACME, setUpTenantScreenApi, TEST_API } from '@bizcard/shared/testing';
import nock from 'nock';
import { renderPage } from '../../app/testing/render-page';
import { ReportsPage } from './components/reports-page';

export const API = TEST_API;
export const JSON_HEADERS = { 'content-type': 'application/json' };
export const setUpApi = () => setUpTenantScreenApi();

const DAY_MS = 86_400_000;
const FIRST_DAY = Date.UTC(2025, 2, 1);
const isoDay = (n: number) => new Date(FIRST_DAY + n * DAY_MS).toISOString().slice(0, 10);

/** A usage report from 2025-03-01 over `days` days; `figures` gives each day's counts. */
export function makeUsage(
  days: ReportPeriod = 30,
  figures: (index: number) => Omit<UsageDay, 'day'> = (i) => ({
    views: i % 4,
    saves: i % 3 === 0 ? 1 : 0,
    scans: i % 5 === 0 ? 2 : 0,
  }),
  previous = { views: 40, saves: 10, scans: 0 },
): UsageReport {
  const daily = Array.from({ length: days }, (_, i) => ({ day: isoDay(i), ...figures(i) }));
  const sum = (key: 'views' | 'saves' | 'scans') => daily.reduce((n, day) => n + day[key], 0);
  return {
    success: true,
    days,
    from: daily[0]!.day,
    to: daily[days - 1]!.day,
    daily,
    totals: { views: sum('views'), saves: sum('saves'), scans: sum('scans') },
    previous,
    filtered: 0,
  };
}

export const NO_USAGE = makeUsage(30, () => ({ views: 0, saves: 0, scans: 0 }));

export const makeCard = (n: number, views: number, saves: number): CardActivity => ({
  end_user_id: `user-${n}`,
  name: `Person ${n}`,
  email: `person${n}@acme.example`,
  card_url: `/c/person-${n}`,
  views,
  saves,
});

export const ACTIVITY: ActivitySummary = {
  success: true,
  days: 30,
  top_viewed: [makeCard(1, 12, 3), makeCard(2, 1, 0)],
  top_saved: [makeCard(1, 12, 3)],
  never_viewed: { count: 12, cards: [makeCard(3, 0, 0), makeCard(4, 0, 0)] },
  without_card: {
    count: 1,
    users: [{ end_user_id: 'user-5', name: 'Person 5', email: 'person5@acme.example' }],
  },
};

export const EMPTY_ACTIVITY: ActivitySummary = {
  success: true,
  days: 30,
  top_viewed: [],
  top_saved: [],
  never_viewed: { count: 0, cards: [] },
  without_card: { count: 0, users: [] },
};

const reportPath = (report: 'usage' | 'activity') => `/api/management/reports/${ACME.id}/${report}`;

export const replyWithUsage = (report: UsageReport = makeUsage(), status = 200) =>
  nock(API)
    .get(reportPath('usage'))
    .query({ days: String(report.days) })
    .reply(status, status === 200 ? report : { message: 'boom' }, JSON_HEADERS);

export const replyWithActivity = (summary: ActivitySummary = ACTIVITY, status = 200) =>
  nock(API)
    .get(reportPath('activity'))
    .query({ days: String(summary.days) })
    .reply(status, status === 200 ? summary : { message: 'boom' }, JSON_HEADERS);

export const renderReports = () => renderPage(<ReportsPage />);
