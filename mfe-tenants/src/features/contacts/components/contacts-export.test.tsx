import { captureDownloads, type SavedDownload } from '@bizcard/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { API, CONTACTS_PATH, renderContacts, setUpApi } from '../test-utils';

setUpApi();

let saved: SavedDownload[];

beforeEach(() => {
  saved = captureDownloads();
});

const replyToExport = (status: number, body: string) =>
  nock(API)
    .get(`${CONTACTS_PATH}/export.csv`)
    .reply(status, body, { 'content-type': status === 200 ? 'text/csv' : 'application/json' });

describe('Contacts export', () => {
  it("saves the tenant's contacts as contacts.csv through the API", async () => {
    await renderContacts();
    const csv =
      'name,email,company,card_owner,date\nAda Lovelace,ada@example.com,,Olivia Owner,2025-03-01\n';
    const exported = replyToExport(200, csv);

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(exported.isDone()).toBe(true);
    expect(saved[0]!.name).toBe('contacts.csv');
    expect(await saved[0]!.blob.text()).toBe(csv);
  });

  it('says the export failed, saves nothing, and lets the user try again', async () => {
    await renderContacts();
    replyToExport(500, '{"message":"boom"}');

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to export contacts. Please try again.',
    );
    expect(saved).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});
