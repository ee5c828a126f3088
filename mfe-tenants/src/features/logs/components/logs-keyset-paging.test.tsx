import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { ACME_QUERY, logPage, makeEntry, renderLogs, replyWithLog, setUpApi } from '../test-utils';

setUpApi();

const page = (from: number) => Array.from({ length: 50 }, (_, i) => makeEntry(from - i));

describe('Logs screen over a long log', () => {
  it("says an estimated total as one and follows each page's next", async () => {
    await renderLogs({ ...logPage(page(900), 2_312_345), total_estimated: true, next: 'cursor-1' });
    const paging = screen.getByRole('navigation', { name: 'Log pages' });
    expect(paging).toHaveTextContent('About 2.3 million entries');
    expect(paging).toHaveTextContent('Page 1 of about 46,247');

    const second = replyWithLog(
      { ...ACME_QUERY, after: 'cursor-1' },
      { ...logPage(page(850), 2_312_345, 2), total_estimated: true, next: 'cursor-2' },
    );
    await userEvent.click(within(paging).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of about 46,247')).toBeInTheDocument();
    expect(second.isDone()).toBe(true);

    replyWithLog(ACME_QUERY, {
      ...logPage(page(900), 2_312_345),
      total_estimated: true,
      next: 'cursor-1',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 1 of about 46,247')).toBeInTheDocument();
    await waitFor(() => expect(nock.pendingMocks()).toEqual([]));
  });

  it('stops at the page whose next is null', async () => {
    await renderLogs({ ...logPage(page(60), 60), total_estimated: false, next: 'cursor-1' });
    replyWithLog(
      { ...ACME_QUERY, after: 'cursor-1' },
      { ...logPage(page(10).slice(0, 10), 60, 2), total_estimated: false, next: null },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('navigation', { name: 'Log pages' })).toHaveTextContent('60 entries');
  });
});
