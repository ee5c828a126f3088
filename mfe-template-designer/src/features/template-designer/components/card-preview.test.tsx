import { END_USER_FIELDS, TEMPLATE_MESSAGES } from '@bizcard/shared/model';
import { ACME } from '@bizcard/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { API, formFields, renderDesigner, setUpApi } from '../test-utils';

setUpApi();

const preview = () => within(screen.getByRole('region', { name: 'Card preview' }));

const VCARD_PATH = '/api/management/contactPage/templates/vcard';
const VCARD = 'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Smith;Jordan;;;\r\nFN:Jordan Smith\r\nEND:VCARD\r\n';

/** Answers the next vCard request with VCARD as `fileName`; hands back the fields it sent. */
function replyWithVCard(fileName: string) {
  const sent = { fields: {} as Record<string, string> };
  nock(API)
    .post(VCARD_PATH, (body) => {
      // nock hands a body that is not UTF-8 (an image's bytes) over as hex.
      const text = String(body);
      const hex = /^(?:[0-9a-f]{2})+$/i.test(text);
      sent.fields = formFields(hex ? Buffer.from(text, 'hex').toString('latin1') : text);
      return true;
    })
    .reply(200, VCARD, {
      'content-type': 'text/vcard; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`,
    });
  return sent;
}

// Every field of the registry blank, as a stored person with nothing entered has them.
const BLANK_FIELDS = Object.fromEntries(
  END_USER_FIELDS.map((spec) => [
    spec.wire,
    spec.input === 'addresses' ? [] : spec.input === 'switch' ? true : null,
  ]),
);

const endUser = (n: number, first: string, last: string, title: string) => ({
  ...BLANK_FIELDS,
  id: `user-${n}`,
  tenant_id: ACME.id,
  first_name: first,
  last_name: last,
  email: `${first.toLowerCase()}@acme.example`,
  role: 'User',
  pronouns: null,
  phone_work: null,
  phone_direct: null,
  phone_cell: null,
  title,
  company: 'Acme',
  department: null,
  accreditations: null,
  website: null,
  linkedin: null,
  facebook: null,
  instagram: null,
  x_twitter: null,
  youtube: null,
  reddit: null,
  addresses: [],
  embedded_url: `http://localhost:8080/c/card-${n}`,
  qr_code: `http://localhost:8080/c/card-${n}/qr.png`,
  photo_url: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
});

describe('card preview', () => {
  afterEach(() => jest.useRealTimers());

  test("Add to Contacts saves the file the API's card writer makes for the previewed person, named as it says, and says so for 5 seconds", async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:vcard';
    });
    URL.revokeObjectURL = jest.fn();
    const names: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const sent = replyWithVCard('Jordan_Smith.vcf');
    await renderDesigner({});
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(preview().getByRole('button', { name: 'Add to Contacts' }));
    expect(await screen.findByText(TEMPLATE_MESSAGES.vcardDownloaded)).toBeInTheDocument();
    expect(names).toEqual(['Jordan_Smith.vcf']);
    expect(await blobs[0]!.text()).toBe(VCARD);
    // The sample person (no endUserId) with the saved photo (no profilePhoto field).
    expect(sent.fields).toEqual({ tenantId: ACME.id });
    act(() => jest.advanceTimersByTime(5_000));
    expect(screen.queryByText(TEMPLATE_MESSAGES.vcardDownloaded)).not.toBeInTheDocument();
  });

  test("Add to Contacts asks for the chosen end user's vCard with the draft's new photo", async () => {
    URL.createObjectURL = jest.fn(() => 'blob:vcard');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    nock(API)
      .get(`/api/management/users/${ACME.id}`)
      .reply(200, { users: [endUser(2, 'Alan', 'Turing', 'Mathematician')] });
    const user = userEvent.setup();
    await renderDesigner({});
    await user.click(screen.getByRole('button', { name: 'Customize Theme' }));
    const theme = within(
      await screen.findByRole('dialog', { name: 'Customize Theme' }, { timeout: 5_000 }),
    );
    await user.upload(
      theme.getByLabelText('Profile photo'),
      // A PNG's signature: the field reads the first bytes before taking the file.
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], 'me.png', {
        type: 'image/png',
      }),
    );
    await user.click(theme.getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('searchbox', { name: 'Search end users' }));
    await screen.findByRole('option', { name: /Alan Turing/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Preview as' }), 'user-2');
    const sent = replyWithVCard('Alan_Turing.vcf');
    await user.click(preview().getByRole('button', { name: 'Add to Contacts' }));
    await screen.findByText(TEMPLATE_MESSAGES.vcardDownloaded);
    expect(sent.fields).toEqual({
      tenantId: ACME.id,
      endUserId: 'user-2',
      profilePhoto: 'file:me.png',
    });
  });

  test("Add to Contacts shows the server's reason when the file cannot be made", async () => {
    nock(API).post(VCARD_PATH).reply(404, { message: 'User not found' });
    await renderDesigner({});
    await userEvent.click(preview().getByRole('button', { name: 'Add to Contacts' }));
    expect(await screen.findByText('User not found')).toBeInTheDocument();
  });

  test('Preview as shows any end user of the tenant, found by search, with the mapping applied', async () => {
    nock(API)
      .get(`/api/management/users/${ACME.id}`)
      .reply(200, {
        users: [
          endUser(1, 'Grace', 'Hopper', 'Admiral'),
          endUser(2, 'Alan', 'Turing', 'Mathematician'),
        ],
      });
    const user = userEvent.setup();
    await renderDesigner({
      fieldMapping: { firstName: '{{FIRST_NAME}}', lastName: '', jobTitle: '{{JOB_TITLE}}' },
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search end users' }), 'turing');
    const picker = screen.getByRole('combobox', { name: 'Preview as' });
    await screen.findByRole('option', { name: /Alan Turing/ });
    expect(within(picker).queryByRole('option', { name: /Grace Hopper/ })).not.toBeInTheDocument();
    await user.selectOptions(picker, 'user-2');
    expect(preview().getByRole('heading', { name: 'Alan' })).toBeInTheDocument();
    expect(preview().getByText('Mathematician')).toBeInTheDocument();
    await user.selectOptions(picker, 'sample');
    expect(preview().getByRole('heading', { name: 'Jordan' })).toBeInTheDocument();
  });

  test("a chosen end user's own photo shows instead of the template's, as on their card", async () => {
    const own = `/c/assets/${'b'.repeat(64)}.jpg`;
    const template = `/c/assets/${'c'.repeat(64)}.jpg`;
    nock(API)
      .get(`/api/management/users/${ACME.id}`)
      .reply(200, {
        users: [
          { ...endUser(1, 'Grace', 'Hopper', 'Admiral'), photo_url: own },
          { ...endUser(2, 'Alan', 'Turing', 'Mathematician'), photo_url: null },
        ],
      });
    const user = userEvent.setup();
    await renderDesigner({ profilePhotoUrl: template });
    const photo = () => preview().getByRole('img', { name: 'Profile' });
    expect(photo()).toHaveAttribute('src', template);
    await user.click(screen.getByRole('searchbox', { name: 'Search end users' }));
    await screen.findByRole('option', { name: /Grace Hopper/ });
    const picker = screen.getByRole('combobox', { name: 'Preview as' });
    await user.selectOptions(picker, 'user-1');
    expect(photo()).toHaveAttribute('src', own);
    await user.selectOptions(picker, 'user-2');
    expect(photo()).toHaveAttribute('src', template);
  });
});
