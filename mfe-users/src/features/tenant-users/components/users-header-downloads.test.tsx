import { ACME, captureDownloads, type SavedDownload } from '@bizcard/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { localDate } from '../lib/download-file-name';
import {
  API,
  GLOBEX_AND_CO,
  JSON_HEADERS,
  makeUser,
  renderWithUsers,
  setUpApi,
} from '../test-utils';

setUpApi();

const TEMPLATE_PATH = (tenantId = ACME.id) => `/api/management/users/${tenantId}/csv/csv-template`;
const EXPORT_PATH = (tenantId = ACME.id) => `/api/management/users/csv/getCSV/${tenantId}`;
const CSV_HEADERS = { 'content-type': 'text/csv' };

let saved: SavedDownload[];

beforeEach(() => {
  saved = captureDownloads();
});

describe('CSV downloads', () => {
  it("saves the template as user-template-{tenant}-{date}.csv and says 'CSV template download completed!'", async () => {
    await renderWithUsers([makeUser(1)]);
    nock(API).get(TEMPLATE_PATH()).reply(200, 'first_name,last_name,email\n', CSV_HEADERS);

    await userEvent.click(screen.getByRole('button', { name: 'Download CSV Template' }));

    expect(await screen.findByText('CSV template download completed!')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0].name).toBe(`user-template-Acme_Corporation-${localDate(new Date())}.csv`);
    expect(await saved[0].blob.text()).toBe('first_name,last_name,email\n');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
  });

  it("saves the export as users-{tenant}-{date}.csv with non-alphanumerics as '_' and says 'User CSV download completed!'", async () => {
    await renderWithUsers([makeUser(1, { tenant_id: GLOBEX_AND_CO.id })], GLOBEX_AND_CO);
    nock(API).get(EXPORT_PATH(GLOBEX_AND_CO.id)).reply(200, 'first_name\nAda\n', CSV_HEADERS);

    await userEvent.click(screen.getByRole('button', { name: 'Download User CSV' }));

    expect(await screen.findByText('User CSV download completed!')).toBeInTheDocument();
    expect(saved.map((file) => file.name)).toEqual([
      `users-Globex___Co_-${localDate(new Date())}.csv`,
    ]);
  });

  it("shows 'Received empty or invalid file from server' in red for an empty file and saves nothing", async () => {
    await renderWithUsers([makeUser(1)]);
    nock(API).get(EXPORT_PATH()).reply(200, '', CSV_HEADERS);

    await userEvent.click(screen.getByRole('button', { name: 'Download User CSV' }));

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Received empty or invalid file from server');
    expect(banner).toHaveAttribute('data-tone', 'error');
    expect(saved).toHaveLength(0);
  });

  it.each([
    ['Download CSV Template', 'Failed to download CSV template', TEMPLATE_PATH()],
    ['Download User CSV', 'Failed to download user CSV', EXPORT_PATH()],
  ])("%s failing shows '%s' in red", async (button, message, path) => {
    await renderWithUsers([makeUser(1)]);
    nock(API).get(path).reply(500, { message: 'boom' }, JSON_HEADERS);

    await userEvent.click(screen.getByRole('button', { name: button }));

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(new RegExp(`^${message}$`));
    expect(saved).toHaveLength(0);
  });
});
