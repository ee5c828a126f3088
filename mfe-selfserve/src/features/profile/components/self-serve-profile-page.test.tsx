import { SELF_SERVE_FIELDS, type SelfServeUserInfo } from '@bizcard/shared/model';
import { tooLongMessage } from '@bizcard/shared/schemas';
import { getPostLoginRedirect, useSessionStore } from '@bizcard/shared/stores';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { useLocation } from 'react-router-dom';
import {
  API,
  renderProfilePage,
  replyWithInfo,
  setUpProfileTests,
  TENANT_ID,
  USER_INFO_PATH,
} from '../test-utils';

// Typing every field of the registry takes 3 s on an idle 2-core machine: more than jest's 5 s
// when the machine is busy (the saving tests timed out in a fresh clone beside other work).
jest.setTimeout(20_000);

const INFO: SelfServeUserInfo = {
  id: 'end-user-1',
  tenant_id: TENANT_ID,
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@globex.example',
  pronouns: 'she/her',
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
  x_twitter: 'https://x.com/jane',
  youtube: null,
  reddit: null,
  addresses: [],
  embedded_url: 'http://localhost:8080/c/jane-doe',
  qr_code: 'http://localhost:8080/c/jane-doe/qr.png',
};

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current location">{`${pathname}${search}`}</output>;
}

const loads = (info: SelfServeUserInfo = INFO) => replyWithInfo(info);
const renderPage = (url?: string) => renderProfilePage(url, <Where />);
const location = () => screen.getByRole('status', { name: 'Current location' });
const field = (label: string) => screen.getByRole('textbox', { name: label });
const saveButton = () => screen.getByRole('button', { name: /Save Changes|Saving\.\.\./ });

async function loaded() {
  expect(await screen.findByRole('textbox', { name: 'Work phone' })).toHaveValue('+1 212 555 0100');
}

setUpProfileTests();

describe('self-serve profile: loading', () => {
  it('shows a spinner, then the sections of the registry with names and email read-only', async () => {
    loads();
    renderPage();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await loaded();
    expect(screen.getByRole('heading', { name: 'Update Your Information' })).toBeInTheDocument();
    for (const section of [
      'Personal Information',
      'Contact Information',
      'Professional Information',
      'Social Media & Online Presence',
      'Addresses',
    ]) {
      expect(screen.getByRole('group', { name: section })).toBeInTheDocument();
    }
    for (const label of ['First name', 'Last name']) {
      expect(field(label)).toHaveAttribute('readonly');
    }
    expect(field('Email')).toHaveAttribute('readonly');
    expect(field('Email')).toHaveValue('jane@globex.example');
    expect(field('X (Twitter)')).toHaveValue('https://x.com/jane');
    expect(screen.queryByRole('combobox', { name: 'Role' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Active' })).not.toBeInTheDocument();
  });

  it("cuts no input at the registry's limit but says '{Field} must be at most {N} characters'", async () => {
    loads();
    renderPage();
    await loaded();
    for (const spec of SELF_SERVE_FIELDS) {
      if (spec.input === 'addresses') continue;
      expect(field(spec.label)).not.toHaveAttribute('maxLength');
    }
    const company = field('Company');
    fireEvent.change(company, { target: { value: 'x'.repeat(201) } });
    expect(company).toHaveValue('x'.repeat(201));
    expect(company).toHaveAccessibleDescription(tooLongMessage('Company', 200));
  });

  it('starts a person without addresses with the two default entries, home and office in USA', async () => {
    loads();
    renderPage();
    await loaded();
    const entries = screen.getAllByRole('group', { name: /^Address \d$/ });
    expect(entries).toHaveLength(2);
    expect(within(entries[0]!).getByRole('combobox', { name: 'Type' })).toHaveValue('home');
    expect(within(entries[1]!).getByRole('combobox', { name: 'Type' })).toHaveValue('office');
    expect(within(entries[1]!).getByRole('textbox', { name: 'Country' })).toHaveValue('USA');
  });

  it('shows the card address with its QR code, and View My Card opens it in a new tab', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    loads();
    renderPage();
    await loaded();
    expect(screen.getByText(INFO.embedded_url)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /QR code/ })).toHaveAttribute('src', INFO.qr_code);
    await userEvent.click(screen.getByRole('button', { name: 'View My Card' }));
    expect(open).toHaveBeenCalledWith(INFO.embedded_url, '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });

  it("shows 'Failed to load user information' when the call fails", async () => {
    nock(API).get(USER_INFO_PATH).query(true).reply(500, { message: 'boom' });
    renderPage();
    expect(await screen.findByText('Failed to load user information')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to the self-serve login and remembers the profile', async () => {
    useSessionStore.setState({ status: 'anonymous', user: null });
    renderPage();
    await waitFor(() =>
      expect(location()).toHaveTextContent(`/self-serve-login?tenant_id=${TENANT_ID}`),
    );
    expect(getPostLoginRedirect()).toBe(`/self-serve?tenant_id=${TENANT_ID}`);
  });
});

describe('self-serve profile: saving', () => {
  it("sends every contact field with tenant_id, shows 'Saving...', then the success message", async () => {
    loads();
    renderPage();
    await loaded();
    await userEvent.clear(field('Cell phone'));
    await userEvent.type(field('Cell phone'), '+1 212 555 0199');
    await userEvent.type(field('LinkedIn'), 'https://linkedin.com/in/jane');
    const [home] = screen.getAllByRole('group', { name: /^Address \d$/ });
    await userEvent.type(within(home!).getByRole('textbox', { name: 'City' }), 'Springfield');
    let sent: Record<string, unknown> = {};
    nock(API)
      .put(USER_INFO_PATH, (body) => {
        sent = body;
        return true;
      })
      .delay(50)
      .reply(200, {
        message: 'Your information has been updated successfully!',
        user: { ...INFO, phoneCell: '+1 212 555 0199' },
      });
    await userEvent.click(saveButton());
    expect(saveButton()).toHaveTextContent('Saving...');
    expect(
      await screen.findByText('Your information has been updated successfully!'),
    ).toBeInTheDocument();
    expect(sent).toMatchObject({
      tenant_id: TENANT_ID,
      firstName: 'Jane',
      email: 'jane@globex.example',
      phoneCell: '+1 212 555 0199',
      linkedin: 'https://linkedin.com/in/jane',
      xTwitter: 'https://x.com/jane',
      addresses: [expect.objectContaining({ type: 'home', city: 'Springfield', country: 'USA' })],
    });
    expect(sent).not.toHaveProperty('x_twitter');
    expect(saveButton()).toHaveTextContent('Save Changes');
  });

  it("shows the server's message when the save is refused", async () => {
    loads();
    renderPage();
    await loaded();
    nock(API).put(USER_INFO_PATH).reply(400, { message: 'Work phone is not a valid phone number' });
    await userEvent.click(saveButton());
    expect(await screen.findByText('Work phone is not a valid phone number')).toBeInTheDocument();
  });

  it("shows 'Failed to update information' when the server gives no message", async () => {
    loads();
    renderPage();
    await loaded();
    nock(API).put(USER_INFO_PATH).reply(502, 'Bad gateway');
    await userEvent.click(saveButton());
    expect(await screen.findByText('Failed to update information')).toBeInTheDocument();
  });

  it('shows the schema message under a field and sends nothing while the form is invalid', async () => {
    loads();
    renderPage();
    await loaded();
    await userEvent.type(field('Facebook'), 'not a link');
    await userEvent.click(saveButton());
    expect(
      await screen.findByText('Facebook must be a web address starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(field('Facebook')).toHaveAttribute('aria-invalid', 'true');
  });

  it('Reset reloads the information from the server, dropping unsaved edits', async () => {
    loads();
    renderPage();
    await loaded();
    await userEvent.clear(field('Title'));
    await userEvent.type(field('Title'), 'Unsaved');
    loads({ ...INFO, title: 'Lead Engineer' });
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(field('Title')).toHaveValue('Lead Engineer'));
  });
});

describe('self-serve profile: addresses and logout', () => {
  it('adds and removes address entries', async () => {
    loads();
    renderPage();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    expect(screen.getAllByRole('group', { name: /^Address \d$/ })).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Remove address 1' }));
    const entries = screen.getAllByRole('group', { name: /^Address \d$/ });
    expect(entries).toHaveLength(2);
    expect(within(entries[0]!).getByRole('combobox', { name: 'Type' })).toHaveValue('office');
  });

  it.each([
    [200, 'succeeds'],
    [500, 'fails'],
  ])('Logout goes to the self-serve login of the tenant when the call %s', async (status) => {
    loads();
    renderPage();
    await loaded();
    nock(API).post('/api/auth/logout').reply(status, {});
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() =>
      expect(location()).toHaveTextContent(`/self-serve-login?tenant_id=${TENANT_ID}`),
    );
    expect(useSessionStore.getState().status).toBe('anonymous');
    expect(getPostLoginRedirect()).toBeNull();
  });
});
