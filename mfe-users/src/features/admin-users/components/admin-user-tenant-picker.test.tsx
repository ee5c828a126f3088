import { ACME, GLOBEX, makeTenant } from '@bizcard/shared/testing';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { API, GRACE, openDialog, replyWithTenants, useNockedApi } from '../test-utils';

useNockedApi();

const TENANTS = '/api/management/tenants';
const INITECH = makeTenant({ id: '33333333-3333-4333-8333-333333333333', name: 'Initech' });

const optionNames = (dialog: HTMLElement) =>
  Array.from(within(dialog).getByLabelText<HTMLSelectElement>(/^Tenant/).options).map(
    (option) => option.text,
  );

describe('the Tenant list of the admin user modal with many tenants', () => {
  it('offers the first page with a search, and searching asks the server for matches', async () => {
    nock(API)
      .get(TENANTS)
      .query({ limit: '100' })
      .reply(200, {
        tenants: [GLOBEX, ACME],
        total: 10_000,
        next: 'more',
      });
    const searched = nock(API)
      .get(TENANTS)
      .query({ limit: '100', q: 'initech' })
      .reply(200, { tenants: [INITECH], total: 1, next: null });
    const dialog = await openDialog('Add Admin User');
    await within(dialog).findByRole('option', { name: 'Acme Corporation' });
    expect(
      within(dialog).getByText('Showing 2 of 10,000 tenants: search to find the others'),
    ).toBeVisible();

    await userEvent.type(within(dialog).getByLabelText('Search tenants'), 'initech');

    await within(dialog).findByRole('option', { name: 'Initech' });
    expect(searched.isDone()).toBe(true);
    expect(optionNames(dialog)).toEqual(['Select tenant', 'Initech']);
  });

  it('keeps the chosen tenant in the list when a search leaves it out', async () => {
    nock(API)
      .get(TENANTS)
      .query({ limit: '100' })
      .reply(200, {
        tenants: [GLOBEX, ACME],
        total: 500,
        next: 'more',
      });
    nock(API)
      .get(TENANTS)
      .query({ limit: '100', q: 'initech' })
      .reply(200, { tenants: [INITECH], total: 1, next: null });
    const dialog = await openDialog('Add Admin User');
    await within(dialog).findByRole('option', { name: 'Globex' });
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Role/), 'clientAdmin');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Tenant/), GLOBEX.id);

    await userEvent.type(within(dialog).getByLabelText('Search tenants'), 'initech');

    await within(dialog).findByRole('option', { name: 'Initech' });
    expect(optionNames(dialog)).toEqual(['Select tenant', 'Globex', 'Initech']);
    expect(within(dialog).getByLabelText(/^Tenant/)).toHaveValue(GLOBEX.id);
  });

  it('editing an admin whose tenant is not on the first page still shows that tenant', async () => {
    nock(API)
      .get(TENANTS)
      .query({ limit: '100' })
      .reply(200, {
        tenants: [GLOBEX, INITECH],
        total: 300,
        next: 'more',
      });
    nock(API).get(`${TENANTS}/${ACME.id}`).reply(200, ACME);
    const dialog = await openDialog('Edit', GRACE.email);

    await within(dialog).findByRole('option', { name: 'Acme Corporation' });
    expect(within(dialog).getByLabelText(/^Tenant/)).toHaveValue(ACME.id);
    expect(optionNames(dialog)).toEqual(['Select tenant', 'Acme Corporation', 'Globex', 'Initech']);
  });

  it('shows no search when every tenant fits in the list', async () => {
    replyWithTenants();
    const dialog = await openDialog('Add Admin User');
    await within(dialog).findByRole('option', { name: 'Globex' });
    expect(within(dialog).queryByLabelText('Search tenants')).not.toBeInTheDocument();
  });
});
