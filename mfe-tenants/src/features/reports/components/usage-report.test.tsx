import { REPORT_MESSAGES } from '@bizcard/shared/model';
import { captureDownloads, type SavedDownload } from '@bizcard/shared/testing';
import { ThemeRoot } from '@bizcard/shared/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  makeUsage,
  NO_USAGE,
  renderReports,
  replyWithActivity,
  replyWithUsage,
  setUpApi,
} from '../test-utils';
import { UsageChart } from './usage-chart';

setUpApi();

let saved: SavedDownload[];

beforeEach(() => {
  saved = captureDownloads();
});

async function renderUsage(report = makeUsage()) {
  replyWithUsage(report);
  replyWithActivity();
  renderReports();
  const section = screen.getByRole('region', { name: 'Usage Report' });
  await within(section).findByRole('img');
  return section;
}

const figureOf = (section: HTMLElement, label: string) =>
  within(section).getByText(label, { selector: 'dt' }).parentElement!.textContent;

describe('Usage Report', () => {
  it("shows each total with the previous period's figure and the change: '40 in the previous 30 days (+3, +8%)'", async () => {
    const section = await renderUsage();

    expect(figureOf(section, 'Views')).toBe('Views4340 in the previous 30 days (+3, +8%)');
    expect(figureOf(section, 'Saves')).toBe('Saves1010 in the previous 30 days (no change)');
    expect(figureOf(section, 'Scans')).toBe('Scans120 in the previous 30 days (+12)');
  });

  it("shows a fall with a minus sign: '50 in the previous 30 days (−7, −14%)'", async () => {
    const section = await renderUsage(
      makeUsage(30, undefined, { views: 50, saves: 10, scans: 12 }),
    );

    expect(figureOf(section, 'Views')).toBe('Views4350 in the previous 30 days (−7, −14%)');
  });

  it('names the chart after what it shows, with the period and the totals', async () => {
    const section = await renderUsage();

    const chart = within(section).getByRole('img');
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart).toHaveAccessibleName(
      'Daily views, saves and scans, Mar 1, 2025 to Mar 30, 2025: 43 views, 10 saves, 12 scans in total.',
    );
    expect(chart.querySelectorAll('polyline')).toHaveLength(3);
    expect(within(section).getByRole('list', { name: 'Legend' })).toHaveTextContent(
      'ViewsSavesScans',
    );
  });

  it('names a total of one in the singular', async () => {
    const oneEach = (i: number) => ({ views: i === 0 ? 1 : 0, saves: i === 1 ? 1 : 0, scans: 0 });
    const section = await renderUsage(makeUsage(30, oneEach));

    expect(within(section).getByRole('img')).toHaveAccessibleName(
      /: 1 view, 1 save, 0 scans in total\.$/,
    );
  });

  it('shows the same figures as a table with a caption, and the chart again on request', async () => {
    const report = makeUsage();
    const section = await renderUsage(report);

    await userEvent.click(within(section).getByRole('button', { name: 'Show as table' }));

    const table = within(section).getByRole('table', {
      name: 'Daily views, saves and scans, Mar 1, 2025 to Mar 30, 2025',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]!.textContent).toBe('DayViewsSavesScans');
    expect(rows).toHaveLength(31);
    // Its frame scrolls: keyboard users reach it with Tab, then scroll with the arrow keys.
    const frame = within(section).getByRole('region', { name: /^Daily views, saves and scans/ });
    expect(frame).toHaveAttribute('tabindex', '0');
    const cells = rows.slice(1).map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => Number(cell.textContent)),
    );
    expect(cells).toEqual(report.daily.map((day) => [day.views, day.saves, day.scans]));
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Mar 1, 2025');
    expect(within(section).queryByRole('img')).not.toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Show as chart' }));
    expect(within(section).getByRole('img')).toBeInTheDocument();
    expect(within(section).queryByRole('region', { name: /^Daily/ })).not.toBeInTheDocument();
  });

  it("gives screen readers the chart's figures as a table beside it, out of the Tab order", async () => {
    const report = makeUsage();
    const section = await renderUsage(report);

    expect(within(section).getByRole('img')).toBeInTheDocument();
    const table = within(section).getByRole('table', {
      name: 'Daily views, saves and scans, Mar 1, 2025 to Mar 30, 2025',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]!.textContent).toBe('DayViewsSavesScans');
    expect(rows).toHaveLength(31);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Mar 1, 2025');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([report.daily[0]!.views, report.daily[0]!.saves, report.daily[0]!.scans].map(String));
    expect(table.closest('[tabindex]')).toBeNull();
  });

  it('marks each line with a shape of its own, so equal Saves and Scans stay apart', async () => {
    const equal = (i: number) => ({ views: i % 4, saves: i % 3, scans: i % 3 });
    const section = await renderUsage(makeUsage(30, equal));

    const chart = within(section).getByRole('img');
    const shapes = ['views', 'saves', 'scans'].map((series) => {
      const markers = chart.querySelectorAll(`[data-marker="${series}"]`);
      expect(markers).toHaveLength(30);
      return markers[0]!.tagName;
    });
    expect(new Set(shapes).size).toBe(3);
    const dashes = ['saves', 'scans'].map((series) =>
      chart.querySelector(`[data-series="${series}"]`)!.getAttribute('stroke-dasharray'),
    );
    expect(dashes[0]).not.toBe(dashes[1]);
  });

  it('keeps a 90-day chart to at most 31 markers a line', () => {
    render(
      <ThemeRoot>
        <UsageChart daily={makeUsage(90).daily} label="Daily views" />
      </ThemeRoot>,
    );

    const markers = screen.getByRole('img').querySelectorAll('[data-marker="views"]');
    expect(markers).toHaveLength(30);
  });

  it('exports the daily figures as usage-{tenant}-30d.csv', async () => {
    const report = makeUsage();
    const section = await renderUsage(report);

    await userEvent.click(within(section).getByRole('button', { name: 'Export CSV' }));

    expect(saved.map((file) => file.name)).toEqual(['usage-acme-corporation-30d.csv']);
    const lines = (await saved[0]!.blob.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Day,Views,Saves,Scans');
    expect(lines).toHaveLength(31);
    expect(lines[1]).toBe('2025-03-01,0,1,2');
    expect(lines[30]).toBe('2025-03-30,1,0,0');
  });

  it('shows the empty state rather than a chart of zeros, and offers no export', async () => {
    replyWithUsage(NO_USAGE);
    replyWithActivity();
    renderReports();
    const section = screen.getByRole('region', { name: 'Usage Report' });

    expect(await within(section).findByText(REPORT_MESSAGES.noUsage)).toBeInTheDocument();
    expect(within(section).queryByRole('img')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it("says how many visits were not counted: '1,234 repeated or automated visits were not counted.'", async () => {
    const section = await renderUsage({ ...makeUsage(), filtered: 1234 });

    expect(
      within(section).getByText('1,234 repeated or automated visits were not counted.'),
    ).toBeInTheDocument();
  });

  it('says nothing of filtered visits when there were none', async () => {
    const section = await renderUsage();

    expect(within(section).queryByText(/were not counted/)).not.toBeInTheDocument();
  });

  it('says it even when every visit of the period was filtered', async () => {
    replyWithUsage({ ...NO_USAGE, filtered: 1 });
    replyWithActivity();
    renderReports();
    const section = screen.getByRole('region', { name: 'Usage Report' });

    expect(
      await within(section).findByText('1 repeated or automated visit was not counted.'),
    ).toBeInTheDocument();
  });
});
