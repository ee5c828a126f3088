import { configureApi } from '@bizcard/shared/api';
import type { CardFieldVisibility } from '@bizcard/shared/model';
import { ThemeRoot } from '@bizcard/shared/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { CardDetails } from './card-details';

const API = 'http://localhost';

const field = (name: string, label: string, shown = true, canHide = true): CardFieldVisibility => ({
  field: name,
  label,
  shown,
  can_hide: canHide,
});

const FIELDS = [
  field('first_name', 'First name', true, false),
  field('email', 'Email', true, false),
  field('phone_cell', 'Cell phone'),
  field('addresses', 'Addresses', false),
];

const renderDetails = () =>
  render(
    <ThemeRoot>
      <CardDetails profile={{}} />
    </ThemeRoot>,
  );

beforeAll(() => configureApi({ baseUrl: API }));
beforeEach(() => {
  nock.cleanAll();
  nock.disableNetConnect();
});
afterEach(() => expect(nock.pendingMocks()).toEqual([]));
afterAll(() => nock.enableNetConnect());

describe("self-serve profile: 'What your card shows'", () => {
  it("shows a 'Show on card' switch per filled detail; name and email are always shown", async () => {
    nock(API).get('/api/self-serve/card-fields').reply(200, { fields: FIELDS });
    renderDetails();
    const cell = await screen.findByRole('switch', { name: 'Show Cell phone on card' });
    expect(cell).toBeChecked();
    expect(cell).toBeEnabled();
    expect(screen.getByRole('switch', { name: 'Show Addresses on card' })).not.toBeChecked();
    const email = screen.getByRole('switch', { name: 'Show Email on card' });
    expect(email).toBeChecked();
    expect(email).toBeDisabled();
    expect(screen.getAllByText('Always shown')).toHaveLength(2);
    expect(screen.getAllByText('Show on card')).toHaveLength(2);
  }, 20_000);

  it('turning a switch off sends that one field as hidden and shows the saved state', async () => {
    const user = userEvent.setup();
    nock(API).get('/api/self-serve/card-fields').reply(200, { fields: FIELDS });
    let sent: unknown;
    nock(API)
      .patch('/api/self-serve/card-fields', (body) => {
        sent = body;
        return true;
      })
      .reply(200, {
        message: 'Cell phone is hidden from your card.',
        fields: FIELDS.map((f) => (f.field === 'phone_cell' ? { ...f, shown: false } : f)),
      });
    renderDetails();
    await user.click(await screen.findByRole('switch', { name: 'Show Cell phone on card' }));
    expect(await screen.findByText('Cell phone is hidden from your card.')).toBeInTheDocument();
    expect(sent).toEqual({ field: 'phone_cell', shown: false });
    expect(screen.getByRole('switch', { name: 'Show Cell phone on card' })).not.toBeChecked();
  }, 20_000);

  it('turning a hidden detail back on sends it as shown', async () => {
    const user = userEvent.setup();
    nock(API).get('/api/self-serve/card-fields').reply(200, { fields: FIELDS });
    nock(API)
      .patch('/api/self-serve/card-fields', { field: 'addresses', shown: true })
      .reply(200, {
        message: 'Addresses is shown on your card.',
        fields: FIELDS.map((f) => ({ ...f, shown: true })),
      });
    renderDetails();
    await user.click(await screen.findByRole('switch', { name: 'Show Addresses on card' }));
    expect(await screen.findByText('Addresses is shown on your card.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Show Addresses on card' })).toBeChecked();
  }, 20_000);

  it("a refused change shows the server's message and leaves the switch as it was", async () => {
    const user = userEvent.setup();
    nock(API).get('/api/self-serve/card-fields').reply(200, { fields: FIELDS });
    nock(API)
      .patch('/api/self-serve/card-fields')
      .reply(400, { success: false, message: 'Only details that your card shows can be hidden' });
    renderDetails();
    await user.click(await screen.findByRole('switch', { name: 'Show Cell phone on card' }));
    expect(
      await screen.findByText('Only details that your card shows can be hidden'),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Show Cell phone on card' })).toBeChecked();
  }, 20_000);

  it('says so when the list cannot be loaded', async () => {
    nock(API).get('/api/self-serve/card-fields').reply(500, {});
    renderDetails();
    expect(await screen.findByText('Failed to load what your card shows')).toBeInTheDocument();
  }, 20_000);
});
