import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../app/testing/render-page';
import { TicketsPage } from './tickets-page';

describe('TicketsPage', () => {
  it('shows a static table with the spec columns and one sample row', () => {
    renderPage(<TicketsPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Support Tickets' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Ticket ID', 'Subject', 'Status', 'Created', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByText('TKT-1001')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Open')).toBeInTheDocument();
    expect(within(table).getByText(/Sample data/)).toBeInTheDocument();
  });

  it('says ticket details come later when View is pressed', async () => {
    renderPage(<TicketsPage />);

    await userEvent.click(screen.getByRole('button', { name: 'View' }));

    expect(screen.getByRole('status')).toHaveTextContent(
      'Ticket details will be available in a future update.',
    );
  });
});
