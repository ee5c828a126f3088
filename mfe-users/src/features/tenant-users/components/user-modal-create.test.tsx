import { GLOBEX } from '@bizcard/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { API, JSON_HEADERS, makeUser, renderWithUsers, setUpApi, usersPath } from '../test-utils';
import {
  ADA,
  addressBlocks,
  expectBlankForm,
  field,
  fill,
  openCreate,
} from './user-modal-test-utils';

setUpApi();

describe('Create User', () => {
  it('starts blank with role User, two default addresses and the right input types', async () => {
    await renderWithUsers([makeUser(1)]);
    const dialog = await openCreate();

    expectBlankForm(dialog);
    expect(within(dialog).getByText('First name *')).toBeInTheDocument();
    expect(within(dialog).getByText('Last name *')).toBeInTheDocument();
    expect(within(dialog).getByText('Email *')).toBeInTheDocument();
    expect(field(dialog, /^Email/)).toHaveAttribute('type', 'email');
    for (const label of [
      'Website',
      'LinkedIn',
      'Facebook',
      'Instagram',
      'X (Twitter)',
      'YouTube',
      'Reddit',
    ]) {
      expect(field(dialog, label)).toHaveAttribute('type', 'url');
    }
    const roles = within(field(dialog, 'Role')).getAllByRole('option');
    expect(roles.map((option) => option.textContent)).toEqual(['User', 'Admin', 'Manager']);
    expect(within(dialog).queryByLabelText('Embedded URL')).not.toBeInTheDocument();
  });

  it('shows the validation messages under the fields without calling the API', async () => {
    await renderWithUsers([makeUser(1)]);
    const dialog = await openCreate();
    const create = nock(API).post(usersPath()).reply(201, ADA);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));

    expect(within(dialog).getByText('First name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Last name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    expect(field(dialog, /^First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(dialog, /^First name/)).toHaveFocus();

    await fill(field(dialog, /^Email/), 'not-an-email');
    await fill(field(dialog, 'Website'), 'ftp://files.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Website must be a web address starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(create.isDone()).toBe(false);
  });

  it('sends snake_case phones and x_twitter with stytch_org_id, closes and refreshes the list', async () => {
    await renderWithUsers([makeUser(1)]);
    const dialog = await openCreate();
    let sent: Record<string, unknown> = {};
    nock(API)
      .post(usersPath(), (body) => {
        sent = body;
        return true;
      })
      .reply(201, ADA, JSON_HEADERS);
    nock(API)
      .get(usersPath())
      .reply(200, { users: [makeUser(1), ADA] });

    await fill(field(dialog, /^First name/), ' Ada ');
    await fill(field(dialog, /^Last name/), 'Lovelace');
    await fill(field(dialog, /^Email/), 'Ada@Acme.example');
    await userEvent.selectOptions(field(dialog, 'Role'), 'Manager');
    await fill(field(dialog, 'Work phone'), '+1 555 0100');
    await fill(field(dialog, 'Direct phone'), '+1 555 0101');
    await fill(field(dialog, 'Cell phone'), '+1 555 0102');
    await fill(field(dialog, 'X (Twitter)'), 'https://x.com/ada');
    await fill(within(addressBlocks(dialog)[1]).getByLabelText('City'), 'London');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));

    expect(await screen.findByText('User created successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@acme.example',
      role: 'Manager',
      phone_work: '+1 555 0100',
      phone_direct: '+1 555 0101',
      phone_cell: '+1 555 0102',
      x_twitter: 'https://x.com/ada',
      website: null,
      stytch_org_id: 'organization-live-acme',
      addresses: [
        { type: 'office', street: '', city: 'London', state: '', zipCode: '', country: 'USA' },
      ],
    });
    expect(sent).not.toHaveProperty('phoneWork');
    expect(sent).not.toHaveProperty('xTwitter');
    expect(await screen.findByText('Showing 1-2 of 2 users')).toBeInTheDocument();
  });

  it('leaves stytch_org_id out when the tenant has none', async () => {
    await renderWithUsers([makeUser(1, { tenant_id: GLOBEX.id })], GLOBEX);
    const dialog = await openCreate();
    let sent: Record<string, unknown> = {};
    nock(API)
      .post(usersPath(GLOBEX), (body) => {
        sent = body;
        return true;
      })
      .reply(201, ADA, JSON_HEADERS);
    nock(API).get(usersPath(GLOBEX)).reply(200, { users: [] });

    await fill(field(dialog, /^First name/), 'Ada');
    await fill(field(dialog, /^Last name/), 'Lovelace');
    await fill(field(dialog, /^Email/), 'ada@globex.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).not.toHaveProperty('stytch_org_id');
    expect(sent.addresses).toEqual([]);
  });

  it("keeps the form and shows the server's message when the email is taken (409)", async () => {
    await renderWithUsers([makeUser(1)]);
    const dialog = await openCreate();
    nock(API)
      .post(usersPath())
      .reply(
        409,
        { message: 'A user with this email already exists in this tenant' },
        JSON_HEADERS,
      );

    await fill(field(dialog, /^First name/), 'Ada');
    await fill(field(dialog, /^Last name/), 'Lovelace');
    await fill(field(dialog, /^Email/), 'user00001@acme.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A user with this email already exists in this tenant',
    );
    expect(field(dialog, /^First name/)).toHaveValue('Ada');
    expect(within(dialog).getByRole('button', { name: 'Create User' })).toBeEnabled();
  });

  it('adds and removes addresses', async () => {
    await renderWithUsers([makeUser(1)]);
    const dialog = await openCreate();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Address' }));
    expect(addressBlocks(dialog)).toHaveLength(3);
    expect(within(addressBlocks(dialog)[2]).getByLabelText('Country')).toHaveValue('USA');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove address 1' }));

    const blocks = addressBlocks(dialog);
    expect(blocks).toHaveLength(2);
    expect(within(blocks[0]).getByLabelText('Type')).toHaveValue('office');
  });

  it("removing an address moves focus to the next address, or to 'Add Address' after the last", async () => {
    await renderWithUsers([makeUser(1)]);
    const dialog = await openCreate();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove address 1' }));
    expect(within(addressBlocks(dialog)[0]).getByLabelText('Type')).toHaveValue('office');
    expect(within(addressBlocks(dialog)[0]).getByLabelText('Type')).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove address 1' }));
    expect(within(dialog).getByRole('button', { name: 'Add Address' })).toHaveFocus();
  });

  it('after a failed Create, each message goes as soon as its field is put right', async () => {
    await renderWithUsers([makeUser(1)]);
    const dialog = await openCreate();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));

    await fill(field(dialog, /^First name/), 'Ada');
    expect(within(dialog).queryByText('First name is required')).not.toBeInTheDocument();
    expect(field(dialog, /^First name/)).toHaveAttribute('aria-invalid', 'false');
    expect(field(dialog, /^First name/)).toHaveFocus();
    await fill(field(dialog, /^Email/), 'ada@');
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    await fill(field(dialog, /^Email/), 'example.com');
    expect(
      within(dialog).queryByText('Please enter a valid email address'),
    ).not.toBeInTheDocument();
    expect(within(dialog).getByText('Last name is required')).toBeInTheDocument();
  });

  it('Cancel resets the form: reopening shows blanks, role User and the default addresses', async () => {
    await renderWithUsers([makeUser(1)]);
    let dialog = await openCreate();
    await fill(field(dialog, /^First name/), 'Half-typed');
    await userEvent.selectOptions(field(dialog, 'Role'), 'Admin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove address 2' }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    dialog = await openCreate();
    expectBlankForm(dialog);
  });
});
