import { configureApi } from '@bizcard/shared/api';
import type { SelfServeUserInfo } from '@bizcard/shared/model';
import { ThemeRoot } from '@bizcard/shared/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { useProfileForm } from '../hooks/use-profile-form';
import { ProfileForm } from './profile-form';

jest.setTimeout(20_000);

const API = 'http://localhost';
const TENANT_ID = '33333333-3333-4333-8333-333333333333';
const URL = '/api/self-serve/user-info';

const INFO: SelfServeUserInfo = {
  id: 'end-user-1',
  tenant_id: TENANT_ID,
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@globex.example',
  pronouns: null,
  phoneWork: '+1 212 555 0100',
  phoneDirect: null,
  phoneCell: '+1 212 555 0111',
  title: 'Engineer',
  company: 'Globex',
  department: 'Sales',
  accreditations: null,
  website: null,
  linkedin: null,
  facebook: null,
  instagram: null,
  x_twitter: null,
  youtube: null,
  reddit: null,
  addresses: [
    {
      type: 'Work',
      street: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      country: 'USA',
    },
  ],
  embedded_url: 'http://localhost:8080/c/jane-doe',
  qr_code: 'http://localhost:8080/c/jane-doe/qr.png',
};

function Profile() {
  const form = useProfileForm(TENANT_ID, true);
  return <ProfileForm form={form} tenantId={TENANT_ID} onSaved={() => undefined} />;
}

function renderProfile(info: SelfServeUserInfo) {
  nock(API).get(URL).query({ tenant_id: TENANT_ID }).reply(200, info);
  render(
    <ThemeRoot>
      <Profile />
    </ThemeRoot>,
  );
}

const field = (label: string) => screen.getByRole('textbox', { name: label });

beforeAll(() => configureApi({ baseUrl: API }));
beforeEach(() => {
  nock.cleanAll();
  nock.disableNetConnect();
  localStorage.clear();
});

describe('self-serve profile: fields the company manages', () => {
  it("shows a locked field read-only with 'Managed by your company', the others editable", async () => {
    renderProfile({ ...INFO, locked_fields: ['phone_cell', 'addresses'] });
    expect(await screen.findByRole('textbox', { name: 'Cell phone' })).toHaveValue(
      '+1 212 555 0111',
    );
    expect(field('Cell phone')).toHaveAttribute('readonly');
    expect(field('Cell phone')).toHaveAccessibleDescription('Managed by your company');
    expect(field('Work phone')).not.toHaveAttribute('readonly');
    expect(field('Work phone')).not.toHaveAccessibleDescription('Managed by your company');
    const addresses = screen.getByRole('group', { name: 'Addresses' });
    expect(addresses).toHaveAccessibleDescription('Managed by your company');
    expect(addresses).toHaveTextContent('Work: 1 Main St, Springfield, IL, 62701, USA');
    expect(screen.queryByRole('button', { name: /Add address/i })).toBeNull();
  });

  it('saves the other fields with the locked value sent back as shown', async () => {
    renderProfile({ ...INFO, locked_fields: ['phone_cell'] });
    await screen.findByRole('textbox', { name: 'Cell phone' });
    let sent: Record<string, unknown> = {};
    nock(API)
      .put(URL, (body) => {
        sent = body;
        return true;
      })
      .reply(200, { message: 'Your information has been updated successfully!', user: INFO });
    await userEvent.type(field('Cell phone'), '9');
    expect(field('Cell phone')).toHaveValue('+1 212 555 0111');
    await userEvent.clear(field('Title'));
    await userEvent.type(field('Title'), 'Lead');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent.title).toBe('Lead'));
    expect(sent.phoneCell).toBe('+1 212 555 0111');
  });

  it('leaves every field editable when the template locks none', async () => {
    renderProfile(INFO);
    expect(await screen.findByRole('textbox', { name: 'Cell phone' })).not.toHaveAttribute(
      'readonly',
    );
    expect(screen.queryByText('Managed by your company')).toBeNull();
  });
});
