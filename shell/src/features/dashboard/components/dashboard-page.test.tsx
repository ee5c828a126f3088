import type { AuditEntry, DashboardFigures, UsageDay } from '@bizcard/shared/model';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { API, resetShellState } from '../../../app/testing/api-mocks';
import { renderRoute } from '../../../app/testing/render-route';
import { DashboardPage, LOAD_FAILED, TICKETS_CAPTION } from './dashboard-page';

const DAYS: UsageDay[] = Array.from({ length: 30 }, (_, i) => ({
  day: `2026-11-${String(i + 1).padStart(2, '0')}`,
  views: i === 29 ? 40 : 2,
  saves: 1,
  scans: 0,
}));

const entry = (id: string, message: string, tenant: string | null): AuditEntry => ({
  id,
  at: '2026-11-30T09:15:00.000Z',
  tenant_id: tenant ? `t-${tenant}` : null,
  tenant_name: tenant,
  actor: 'ann@acme.example.com',
  actor_kind: 'client_admin',
  action: 'end_user.update',
  target: null,
  level: 'info',
  message,
});

const figures = (over: Partial<DashboardFigures> = {}): DashboardFigures => ({
  success: true,
  tenant: null,
  tenants: 1234,
  active_cards: 56789,
  open_tickets: 0,
  from: '2026-11-01',
  to: '2026-11-30',
  daily: DAYS,
  totals: { views: 98, saves: 30, scans: 0 },
  previous: { views: 70, saves: 30, scans: 0 },
  recent: [entry('2', 'User updated: Bo Li', 'Globex'), entry('1', 'Tenant created', 'Acme')],
  ...over,
});

const card = (name: string) => screen.getByRole('heading', { name, level: 2 }).parentElement!;

beforeEach(resetShellState);
afterEach(() => expect(nock.pendingMocks()).toEqual([]));

const renderDashboard = () => renderRoute('/', <DashboardPage />, { path: '/' });

describe('DashboardPage', () => {
  it("shows a super admin every tenant's figures, the views compared with the 30 days before and the open tickets", async () => {
    nock(API)
      .get('/api/management/dashboard')
      .reply(200, figures({ open_tickets: 7 }));
    renderDashboard();
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(card('Total Tenants')).toHaveTextContent('1,234');
    expect(card('Active Cards')).toHaveTextContent('56,789');
    expect(card('Card Views (30 days)')).toHaveTextContent(
      '98' + '70 in the previous 30 days (+28, +40%)',
    );
    expect(card('Open Tickets')).toHaveTextContent(`7${TICKETS_CAPTION}`);
    expect(TICKETS_CAPTION).toBe('Not yet resolved');
    expect(screen.queryByRole('heading', { name: /Contact Saves/ })).not.toBeInTheDocument();
  });

  it('gives the daily views as a table for screen readers and lists the latest entries with their tenants', async () => {
    nock(API).get('/api/management/dashboard').reply(200, figures());
    renderDashboard();
    const table = await screen.findByRole('table', { name: 'Card views per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('row', { name: '2026-11-30 40' })).toBeInTheDocument();
    const entries = within(card('Recent activity')).getAllByRole('listitem');
    expect(entries.map((item) => item.textContent)).toEqual([
      '2026-11-30 09:15 UTCUser updated: Bo Liann@acme.example.com · Globex',
      '2026-11-30 09:15 UTCTenant createdann@acme.example.com · Acme',
    ]);
    expect(screen.getByRole('link', { name: 'View all logs' })).toHaveAttribute(
      'href',
      '/tenants/logs',
    );
  });

  it("shows a client admin their own tenant's cards, views, saves and open tickets, without a tenant count", async () => {
    nock(API)
      .get('/api/management/dashboard')
      .reply(
        200,
        figures({
          tenant: { id: 't-acme', name: 'Acme Corporation' },
          tenants: null,
          open_tickets: 1234,
          recent: [entry('3', 'User updated: Bo Li', 'Acme Corporation')],
        }),
      );
    renderDashboard();
    expect(await screen.findByText('Acme Corporation at a glance.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Total Tenants' })).not.toBeInTheDocument();
    expect(card('Contact Saves (30 days)')).toHaveTextContent(
      '30' + '30 in the previous 30 days (no change)',
    );
    expect(card('Open Tickets')).toHaveTextContent(`1,234${TICKETS_CAPTION}`);
    expect(within(card('Recent activity')).getByRole('listitem')).toHaveTextContent(
      'User updated: Bo Liann@acme.example.com',
    );
  });

  it('says when the figures could not be loaded, and loads them again on Retry', async () => {
    nock(API).get('/api/management/dashboard').reply(500, { message: 'down' });
    nock(API).get('/api/management/dashboard').reply(200, figures());
    renderDashboard();
    expect(await screen.findByText(LOAD_FAILED)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1,234')).toBeInTheDocument();
  });
});
