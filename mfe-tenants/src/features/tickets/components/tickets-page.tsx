import { Banner, Button, PageHeader, PageTitle, Table, TableFrame } from '@bizcard/shared/ui';
import { useState } from 'react';

// Spec §2 "Support Tickets": a static table with one sample row; nothing is loaded.
const SAMPLE_TICKET = {
  id: 'TKT-1001',
  subject: 'NFC card does not open the contact page on Android',
  status: 'Open',
  created: '2024-03-04',
};

const VIEW_NOTICE = 'Ticket details will be available in a future update.';

export function TicketsPage() {
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <PageHeader>
        <PageTitle>Support Tickets</PageTitle>
      </PageHeader>
      {notice && <Banner tone="info">{notice}</Banner>}
      <TableFrame>
        <Table $stickyActions>
          <caption>Sample data: tickets are not loaded yet.</caption>
          <thead>
            <tr>
              <th scope="col">Ticket ID</th>
              <th scope="col">Subject</th>
              <th scope="col">Status</th>
              <th scope="col">Created</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{SAMPLE_TICKET.id}</td>
              <td>{SAMPLE_TICKET.subject}</td>
              <td>{SAMPLE_TICKET.status}</td>
              <td>{SAMPLE_TICKET.created}</td>
              <td>
                <Button $variant="secondary" onClick={() => setNotice(VIEW_NOTICE)}>
                  View
                </Button>
              </td>
            </tr>
          </tbody>
        </Table>
      </TableFrame>
    </>
  );
}
