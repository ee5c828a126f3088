import { ACME } from '@bizcard/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import {
  API,
  JSON_HEADERS,
  makeUser,
  makeUsers,
  renderWithUsers,
  setUpApi,
  usersPath,
} from '../test-utils';

setUpApi();

const UPLOAD_PATH = `/api/management/users/${ACME.id}/csv/csv-upload`;

const csvFile = (name = 'users.csv', text = 'first_name,last_name,email\n') =>
  new File([text], name, { type: 'text/csv' });

describe('CSV upload', () => {
  it("refuses a file that is not .csv with 'Please select a CSV file' and sends nothing", async () => {
    await renderWithUsers([makeUser(1)]);
    const upload = nock(API).post(UPLOAD_PATH).reply(200, { created: 1, updated: 0 });
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(screen.getByTestId('csv-file-input'), csvFile('users.xlsx'));

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Please select a CSV file');
    expect(banner).toHaveAttribute('data-tone', 'error');
    expect(upload.isDone()).toBe(false);
  });

  it('Upload CSV opens the file picker', async () => {
    await renderWithUsers([makeUser(1)]);
    const picker = jest.spyOn(HTMLInputElement.prototype, 'click');

    await userEvent.click(screen.getByRole('button', { name: 'Upload CSV' }));

    expect(picker.mock.contexts[0]).toBe(screen.getByTestId('csv-file-input'));
  });

  it('sends the file as csvFile, shows the counts in green for 5 seconds and refreshes the list', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      await renderWithUsers([makeUser(1)]);
      let sent = '';
      nock(API)
        .post(UPLOAD_PATH, (body) => {
          sent = String(body);
          return true;
        })
        .reply(200, { message: 'ok', created: 3, updated: 2 }, JSON_HEADERS);
      nock(API)
        .get(usersPath())
        .reply(200, { users: makeUsers(4) });

      await userEvent.upload(screen.getByTestId('csv-file-input'), csvFile());

      const banner = await screen.findByText(
        'CSV uploaded successfully! 3 users created, 2 users updated.',
      );
      act(() => jest.advanceTimersByTime(4700));
      expect(screen.getByText(/CSV uploaded successfully!/)).toBeInTheDocument();
      expect(banner).toHaveAttribute('data-tone', 'success');
      expect(banner).toHaveAttribute('role', 'status');
      expect(sent).toContain('name="csvFile"; filename="users.csv"');
      expect(await screen.findByText('Showing 1-4 of 4 users')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(300));
      expect(screen.queryByText(/CSV uploaded successfully!/)).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("appends '{k} unchanged.' only when the file left some users as they were", async () => {
    await renderWithUsers([makeUser(1)]);
    const reply = (unchanged: number) =>
      nock(API)
        .post(UPLOAD_PATH)
        .reply(200, { message: 'ok', created: 0, updated: 1, unchanged }, JSON_HEADERS)
        .get(usersPath())
        .reply(200, { users: makeUsers(5) });

    reply(4);
    await userEvent.upload(screen.getByTestId('csv-file-input'), csvFile());
    expect(
      await screen.findByText(
        'CSV uploaded successfully! 0 users created, 1 users updated. 4 unchanged.',
      ),
    ).toBeInTheDocument();

    reply(0);
    await userEvent.upload(screen.getByTestId('csv-file-input'), csvFile());
    expect(
      await screen.findByText('CSV uploaded successfully! 0 users created, 1 users updated.'),
    ).toBeInTheDocument();
  });

  it("shows 'Failed to upload CSV: {message}' in red with the first 20 row errors", async () => {
    await renderWithUsers([makeUser(1)]);
    // Spreadsheet numbering, as the server sends it: the header is row 1.
    const errors = Array.from({ length: 25 }, (_, i) => ({
      row: i + 2,
      field: 'email',
      message: 'Please enter a valid email address',
    }));
    nock(API)
      .post(UPLOAD_PATH)
      .reply(400, { message: '25 rows are invalid; nothing was imported', errors }, JSON_HEADERS);

    await userEvent.upload(screen.getByTestId('csv-file-input'), csvFile());

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveAttribute('data-tone', 'error');
    expect(banner).toHaveTextContent(
      /^Failed to upload CSV: 25 rows are invalid; nothing was imported/,
    );
    const items = within(
      within(banner).getByRole('list', { name: 'Rows with errors' }),
    ).getAllByRole('listitem');
    expect(items).toHaveLength(20);
    expect(items[0]).toHaveTextContent('Row 2, email: Please enter a valid email address');
    expect(items[19]).toHaveTextContent('Row 21, email: Please enter a valid email address');
  });

  it("shows a row whose values do not line up as 'Row 5: 12 values, but the header has 11 columns'", async () => {
    await renderWithUsers([makeUser(1)]);
    const errors = [
      { row: 5, field: 'row', message: '12 values, but the header has 11 columns' },
      { row: 6, field: 'website', message: 'Website must be a web address' },
    ];
    nock(API)
      .post(UPLOAD_PATH)
      .reply(
        400,
        { message: 'CSV has 2 invalid rows; nothing was imported.', errors },
        JSON_HEADERS,
      );

    await userEvent.upload(screen.getByTestId('csv-file-input'), csvFile());

    const banner = await screen.findByRole('alert');
    const items = within(
      within(banner).getByRole('list', { name: 'Rows with errors' }),
    ).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Row 5: 12 values, but the header has 11 columns',
      'Row 6, website: Website must be a web address',
    ]);
  });

  it("shows the server's refusal of a large file", async () => {
    await renderWithUsers([makeUser(1)]);
    nock(API)
      .post(UPLOAD_PATH)
      .reply(413, { message: 'CSV file is larger than 10 MB' }, JSON_HEADERS);

    await userEvent.upload(screen.getByTestId('csv-file-input'), csvFile());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to upload CSV: CSV file is larger than 10 MB',
    );
    expect(screen.queryByRole('list', { name: 'Rows with errors' })).not.toBeInTheDocument();
  });

  it("shows the server's own message as 'CSV: {message}' when the answer has no counts", async () => {
    await renderWithUsers([makeUser(1)]);
    nock(API).post(UPLOAD_PATH).reply(200, { message: 'File queued successfully' }, JSON_HEADERS);
    nock(API)
      .get(usersPath())
      .reply(200, { users: [makeUser(1)] });

    await userEvent.upload(screen.getByTestId('csv-file-input'), csvFile());

    const banner = await screen.findByText('CSV: File queued successfully');
    expect(banner).toHaveAttribute('data-tone', 'success');
  });
});
