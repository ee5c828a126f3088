import { configureApi } from '@bizcard/shared/api';
import { ThemeRoot } from '@bizcard/shared/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { ReportProblem } from './report-problem';

const API = 'http://localhost';
const URL = '/api/self-serve/tickets';
const SENT = 'Thank you. Your report was sent to your administrators as TCK-1042.';

const renderForm = () =>
  render(
    <ThemeRoot>
      <ReportProblem />
    </ThemeRoot>,
  );
const subject = () => screen.getByRole('textbox', { name: /^Subject/ });
const description = () => screen.getByRole('textbox', { name: /^Description/ });
const openForm = () =>
  userEvent.click(screen.getByRole('button', { name: 'Report a problem with your card' }));

beforeAll(() => configureApi({ baseUrl: API }));
beforeEach(() => {
  nock.cleanAll();
  nock.disableNetConnect();
});
afterEach(() => expect(nock.pendingMocks()).toEqual([]));

describe('Report a problem with your card', () => {
  it('opens a form with subject and description from its button', async () => {
    renderForm();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await openForm();

    expect(
      screen.getByRole('region', { name: 'Report a problem with your card' }),
    ).toBeInTheDocument();
    expect(subject()).toHaveValue('');
    expect(description()).toHaveValue('');
  });

  it("says 'Subject is required' and 'Description is required', and sends nothing while they are blank", async () => {
    renderForm();
    await openForm();

    await userEvent.click(screen.getByRole('button', { name: 'Send Report' }));

    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(subject()).toHaveFocus();
  });

  it("sends the subject and description, then confirms with the API's message", async () => {
    renderForm();
    await openForm();
    let sent: unknown;
    nock(API)
      .post(URL, (body) => {
        sent = body;
        return true;
      })
      .reply(201, { success: true, id: 'ticket-42', number: 'TCK-1042', message: SENT });

    await userEvent.type(subject(), 'My card shows an old phone number');
    await userEvent.type(description(), 'The work phone on my card is from last year.');
    await userEvent.click(screen.getByRole('button', { name: 'Send Report' }));

    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(sent).toEqual({
      subject: 'My card shows an old phone number',
      description: 'The work phone on my card is from last year.',
    });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("shows the API's message when the report cannot be sent, and keeps what was written", async () => {
    renderForm();
    await openForm();
    nock(API).post(URL).reply(500, { message: 'Mail is down' });

    await userEvent.type(subject(), 'Broken');
    await userEvent.type(description(), 'It is broken');
    await userEvent.click(screen.getByRole('button', { name: 'Send Report' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Mail is down');
    expect(subject()).toHaveValue('Broken');
  });
});
