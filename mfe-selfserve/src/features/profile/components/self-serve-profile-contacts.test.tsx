import { configureApi } from '@bizcard/shared/api';
import type { CurrentUser } from '@bizcard/shared/model';
import { useSessionStore } from '@bizcard/shared/stores';
import { makeSelfServeInfo } from '@bizcard/shared/testing';
import { ThemeRoot } from '@bizcard/shared/ui';
import { render, screen, within } from '@testing-library/react';
import nock from 'nock';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SelfServeProfilePage } from './self-serve-profile-page';

const API = 'http://localhost';
const TENANT_ID = '33333333-3333-4333-8333-333333333333';

const END_USER: CurrentUser = {
  id: 'end-user-1',
  email: 'jane@globex.example',
  first_name: 'Jane',
  last_name: 'Doe',
  role: 'User',
  tenant_id: TENANT_ID,
  tenant: 'globex',
  stytch_member_id: null,
  isSuperAdmin: false,
  isClientAdmin: false,
};

const VISITOR = {
  id: 'contact-1',
  tenant_id: TENANT_ID,
  owner: { end_user_id: 'end-user-1', name: 'Jane Doe', email: 'jane@globex.example' },
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: null,
  company: 'Analytical Engines',
  note: null,
  consent: true,
  created_at: '2025-03-01T09:00:00.000Z',
};

function renderProfile() {
  render(
    <ThemeRoot>
      <MemoryRouter initialEntries={[`/self-serve?tenant_id=${TENANT_ID}`]}>
        <Routes>
          <Route path="/self-serve" element={<SelfServeProfilePage />} />
          <Route path="*" element={null} />
        </Routes>
      </MemoryRouter>
    </ThemeRoot>,
  );
}

beforeAll(() => configureApi({ baseUrl: API }));
beforeEach(() => {
  nock.cleanAll();
  nock.disableNetConnect();
});
afterEach(() => expect(nock.pendingMocks()).toEqual([]));
afterAll(() => nock.enableNetConnect());

describe('self-serve profile: your contacts', () => {
  it('shows the signed-in end user their own contacts below their profile', async () => {
    useSessionStore.setState({ status: 'authenticated', user: END_USER, ended: null });
    nock(API)
      .get('/api/self-serve/user-info')
      .query({ tenant_id: TENANT_ID })
      .reply(200, makeSelfServeInfo({ tenant_id: TENANT_ID }));
    nock(API)
      .get('/api/self-serve/contacts')
      .reply(200, { success: true, contacts: [VISITOR] });
    renderProfile();

    const section = await screen.findByRole('region', { name: 'Your contacts' });
    const ada = await within(section).findByRole('listitem', { name: 'Ada Lovelace' });
    expect(ada).toHaveTextContent('Analytical Engines');
  });

  it('asks for no contacts while nobody is signed in', () => {
    useSessionStore.setState({ status: 'anonymous', user: null, ended: null });
    const contacts = nock(API).get('/api/self-serve/contacts').reply(200, {
      success: true,
      contacts: [],
    });
    renderProfile();

    expect(screen.queryByRole('region', { name: 'Your contacts' })).not.toBeInTheDocument();
    expect(contacts.isDone()).toBe(false);
    nock.cleanAll();
  });
});
