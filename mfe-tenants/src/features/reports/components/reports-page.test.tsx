import { REPORT_MESSAGES } from '@bizcard/shared/model';
import { useSelectedTenantStore } from '@bizcard/shared/stores';
import { GLOBEX } from '@bizcard/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import {
  ACTIVITY,
  API,
  EMPTY_ACTIVITY,
  JSON_HEADERS,
  makeUsage,
  NO_USAGE,
  renderReports,
  replyWithActivity,
  replyWithUsage,
  setUpApi,
} from '../test-utils';

setUpApi();

describe('Reports screen', () => {
  it('asks for a tenant when none is selected, and calls nothing', () => {
    useSelectedTenantStore.setState({ selectedTenant: null });
    renderReports();

    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(screen.getByText(REPORT_MESSAGES.selectTenant)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Tenants' })).toHaveAttribute('href', '/tenants');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it("keeps the spec's 'Usage Report' and 'Activity Summary' sections, each with a spinner first", async () => {
    nock(API)
      .get(/\/usage/)
      .query(true)
      .delay(50)
      .reply(200, makeUsage(), JSON_HEADERS);
    nock(API)
      .get(/\/activity/)
      .query(true)
      .delay(50)
      .reply(200, ACTIVITY, JSON_HEADERS);
    renderReports();

    expect(screen.getByText('Acme Corporation')).toBeInTheDocument();
    const usage = screen.getByRole('region', { name: 'Usage Report' });
    const activity = screen.getByRole('region', { name: 'Activity Summary' });
    expect(within(usage).getByRole('status')).toHaveTextContent('Loading usage report...');
    expect(within(activity).getByRole('status')).toHaveTextContent('Loading activity summary...');

    expect(await within(usage).findByRole('img', { name: /^Daily views/ })).toBeInTheDocument();
    expect(await within(activity).findByRole('link', { name: 'Person 2' })).toBeInTheDocument();
    expect(within(usage).queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks both reports for the last 30 days first, and for 90 days once that period is chosen', async () => {
    replyWithUsage(makeUsage(30));
    replyWithActivity();
    renderReports();
    const period = screen.getByRole('combobox', { name: 'Period' });
    expect(
      within(period)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Last 30 days', 'Last 90 days']);
    expect(await screen.findByRole('img', { name: /Mar 30, 2025/ })).toBeInTheDocument();

    const usage90 = replyWithUsage(makeUsage(90));
    const activity90 = replyWithActivity({ ...ACTIVITY, days: 90 });
    await userEvent.selectOptions(period, 'Last 90 days');

    expect(await screen.findByRole('img', { name: /May 29, 2025/ })).toBeInTheDocument();
    await waitFor(() => expect(activity90.isDone()).toBe(true));
    expect(usage90.isDone()).toBe(true);
    expect(screen.getAllByText(/in the previous 90 days/)).toHaveLength(3);
  });

  it.each([
    ['usage', REPORT_MESSAGES.usageFailed, 'Usage Report'],
    ['activity', REPORT_MESSAGES.activityFailed, 'Activity Summary'],
  ] as const)(
    'shows %s failure with a Retry that loads it again',
    async (report, message, title) => {
      if (report === 'usage') {
        replyWithUsage(makeUsage(), 500);
        replyWithActivity();
      } else {
        replyWithUsage();
        replyWithActivity(ACTIVITY, 500);
      }
      renderReports();
      const section = screen.getByRole('region', { name: title });

      expect(await within(section).findByRole('alert')).toHaveTextContent(message);
      expect(screen.getAllByRole('alert')).toHaveLength(1);

      if (report === 'usage') replyWithUsage();
      else replyWithActivity();
      await userEvent.click(within(section).getByRole('button', { name: 'Retry' }));

      await waitFor(() => expect(within(section).queryByRole('alert')).not.toBeInTheDocument());
      expect(nock.isDone()).toBe(true);
    },
  );

  it('loads the reports of another tenant once it is selected', async () => {
    replyWithUsage();
    replyWithActivity();
    renderReports();
    await screen.findByRole('img', { name: /^Daily views/ });
    const globexUsage = nock(API)
      .get(`/api/management/reports/${GLOBEX.id}/usage`)
      .query({ days: '30' })
      .reply(200, NO_USAGE, JSON_HEADERS);
    const globexActivity = nock(API)
      .get(`/api/management/reports/${GLOBEX.id}/activity`)
      .query({ days: '30' })
      .reply(200, EMPTY_ACTIVITY, JSON_HEADERS);

    act(() => useSelectedTenantStore.setState({ selectedTenant: GLOBEX }));

    expect(await screen.findByText(REPORT_MESSAGES.noUsage)).toBeInTheDocument();
    expect(screen.getByText('Globex')).toBeInTheDocument();
    expect(globexUsage.isDone() && globexActivity.isDone()).toBe(true);
  });
});
