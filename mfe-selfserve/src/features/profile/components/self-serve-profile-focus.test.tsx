import type { SelfServeUserInfo } from '@bizcard/shared/model';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderProfilePage, replyWithInfo, setUpProfileTests, TENANT_ID } from '../test-utils';

const LINK_MESSAGE = 'Facebook must be a web address starting with http:// or https://';
const FIX_FIELDS = 'Please correct the highlighted fields';

const ADDRESS = { street: '', state: '', zipCode: '', country: 'USA' };

const INFO: SelfServeUserInfo = {
  id: 'end-user-1',
  tenant_id: TENANT_ID,
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@globex.example',
  pronouns: null,
  phoneWork: '+1 212 555 0100',
  phoneDirect: null,
  phoneCell: null,
  title: 'Engineer',
  company: 'Globex',
  department: null,
  accreditations: null,
  website: null,
  linkedin: null,
  facebook: null,
  instagram: null,
  x_twitter: null,
  youtube: null,
  reddit: null,
  addresses: [
    { ...ADDRESS, type: 'home', city: 'Springfield' },
    { ...ADDRESS, type: 'office', city: 'Shelbyville' },
    { ...ADDRESS, type: 'home', city: 'Capital City' },
  ],
  embedded_url: 'http://localhost:8080/c/jane-doe',
  qr_code: 'http://localhost:8080/c/jane-doe/qr.png',
};

async function typeInto(label: string, text: string) {
  await userEvent.clear(field(label));
  await userEvent.click(field(label));
  await userEvent.paste(text);
}

async function openLoaded() {
  replyWithInfo(INFO);
  renderProfilePage();
  expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Engineer');
}

const field = (label: string) => screen.getByRole('textbox', { name: label });
const address = (n: number) => screen.getByRole('group', { name: `Address ${n}` });
const remove = (n: number) =>
  userEvent.click(screen.getByRole('button', { name: `Remove address ${n}` }));

// The profile is a long form: on a busy machine each of its renders takes a while.
jest.setTimeout(20_000);

setUpProfileTests();

describe('self-serve profile: focus and messages after Save', () => {
  it('Save with an invalid field moves focus to that field', async () => {
    await openLoaded();
    await typeInto('Facebook', 'not a link');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText(LINK_MESSAGE)).toBeInTheDocument();
    expect(field('Facebook')).toHaveFocus();
  });

  it('after a failed Save, correcting the field takes its message and the banner away', async () => {
    await openLoaded();
    await typeInto('Facebook', 'not a link');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText(FIX_FIELDS)).toBeInTheDocument();

    await typeInto('Facebook', 'https://facebook.com/jane');
    expect(screen.queryByText(LINK_MESSAGE)).not.toBeInTheDocument();
    expect(screen.queryByText(FIX_FIELDS)).not.toBeInTheDocument();
    expect(field('Facebook')).toHaveAttribute('aria-invalid', 'false');
  });
});

describe('self-serve profile: focus after removing an address', () => {
  it('moves focus to the address that takes the removed one’s place', async () => {
    await openLoaded();
    await remove(1);
    expect(within(address(1)).getByRole('textbox', { name: 'City' })).toHaveValue('Shelbyville');
    expect(within(address(1)).getByRole('combobox', { name: 'Type' })).toHaveFocus();
  });

  it("moves focus to 'Add Address' when the last address is removed", async () => {
    await openLoaded();
    await remove(3);
    expect(screen.getByRole('button', { name: 'Add Address' })).toHaveFocus();
    await remove(2);
    await remove(1);
    expect(screen.queryByRole('group', { name: /^Address \d$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Address' })).toHaveFocus();
  });
});
