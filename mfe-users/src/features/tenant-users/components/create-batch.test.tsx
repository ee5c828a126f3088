import type { Batch } from '@bizcard/shared/model';
import { ACME, signInAsAdmin } from '@bizcard/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { API, JSON_HEADERS, makeUsers, renderWithUsers, setUpApi } from '../test-utils';

setUpApi();

const USERS = makeUsers(12);
const BATCH: Batch = {
  id: 'batch-7',
  tenant_id: ACME.id,
  name: 'Board members',
  file_name: null,
  row_count: 2,
  created_by: 'admin-1',
  created_by_email: 'super@example.com',
  created_at: '2025-03-01T12:00:00.000Z',
  status: 'ready',
  encoded_count: 0,
};
const FROM_USERS = `/api/management/batches/${ACME.id}/from-users`;

const bar = () => screen.getByRole('region', { name: 'Bulk actions' });
const tick = (n: number) =>
  userEvent.click(
    screen.getByRole('checkbox', {
      name: `Select First${String(n).padStart(5, '0')} Last${String(n).padStart(5, '0')}`,
    }),
  );

describe("'Create batch' on the ticked users", () => {
  it('asks for a name, sends the ticked ids, then links to the batch', async () => {
    let sent: unknown = null;
    const call = nock(API)
      .post(FROM_USERS, (body) => {
        sent = body;
        return true;
      })
      .reply(201, BATCH, JSON_HEADERS);
    await renderWithUsers(USERS);
    await tick(2);
    await tick(5);

    await userEvent.click(within(bar()).getByRole('button', { name: 'Create batch' }));
    const dialog = screen.getByRole('dialog', { name: 'Create batch' });
    expect(dialog).toHaveTextContent('Create a batch of cards for 2 users.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create batch' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Batch name is required');
    expect(call.isDone()).toBe(false);

    await userEvent.type(within(dialog).getByLabelText(/^Batch name/), ' Board members ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create batch' }));

    expect(await screen.findByText("Batch 'Board members' created with 2 users.")).toBeVisible();
    expect(sent).toEqual({ name: 'Board members', user_ids: ['user-00002', 'user-00005'] });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Open batch' });
    expect(link).toHaveAttribute('href', '/tenants/batches/batch-7');
    await userEvent.click(link);
    await waitFor(() => expect(screen.getByText('elsewhere')).toBeInTheDocument());
  });

  it("shows the API's refusal in the dialog and keeps the name", async () => {
    nock(API)
      .post(FROM_USERS)
      .reply(422, { message: 'Some selected users are not in this tenant' }, JSON_HEADERS);
    await renderWithUsers(USERS);
    await tick(1);
    await userEvent.click(within(bar()).getByRole('button', { name: 'Create batch' }));
    const dialog = screen.getByRole('dialog', { name: 'Create batch' });

    await userEvent.type(within(dialog).getByLabelText(/^Batch name/), 'Board');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create batch' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Some selected users are not in this tenant',
    );
    expect(within(dialog).getByLabelText(/^Batch name/)).toHaveValue('Board');
  });

  it('is not offered to a client admin, who cannot reach Batches', async () => {
    signInAsAdmin('clientAdmin', ACME.id);
    await renderWithUsers(USERS);
    await tick(1);

    expect(within(bar()).queryByRole('button', { name: 'Create batch' })).not.toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
  });
});
