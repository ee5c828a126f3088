import { configureApi } from '@bizcard/shared/api';
import type { CurrentUser, SelfServeUserInfo } from '@bizcard/shared/model';
import { useSessionStore } from '@bizcard/shared/stores';
import { ThemeRoot } from '@bizcard/shared/ui';
import { render } from '@testing-library/react';
import nock from 'nock';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SelfServeProfilePage } from './components/self-serve-profile-page';

export const API = 'http://localhost';
export const TENANT_ID = '33333333-3333-4333-8333-333333333333';
export const USER_INFO_PATH = '/api/self-serve/user-info';

/** Jane Doe, an end user of Globex, as the session holds her. */
export const JANE: CurrentUser = {
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

export const signIn = (user: CurrentUser = JANE) =>
  useSessionStore.setState({ status: 'authenticated', user, ended: null });

/**
 * The hooks every profile test file shares: the API at `API` with no real network, empty
 * storage and Jane signed in before each test, and every expected call made after it.
 */
export function setUpProfileTests() {
  beforeAll(() => configureApi({ baseUrl: API }));
  beforeEach(() => {
    nock.cleanAll();
    nock.disableNetConnect();
    localStorage.clear();
    sessionStorage.clear();
    signIn();
  });
  afterEach(() => expect(nock.pendingMocks()).toEqual([]));
  afterAll(() => nock.enableNetConnect());
}

/** Answers the profile's load with `info`. */
export const replyWithInfo = (info: SelfServeUserInfo) =>
  nock(API).get(USER_INFO_PATH).query({ tenant_id: TENANT_ID }).reply(200, info);

/** Renders the profile page at `url`; `children` sit inside the router, beside the routes. */
export function renderProfilePage(
  url = `/self-serve?tenant_id=${TENANT_ID}`,
  children?: ReactNode,
) {
  return render(
    <ThemeRoot>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/self-serve" element={<SelfServeProfilePage />} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        {children}
      </MemoryRouter>
    </ThemeRoot>,
  );
}
