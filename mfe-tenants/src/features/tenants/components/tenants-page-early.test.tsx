import { configureApi } from '@bizcard/shared/api';
import { useSessionStore } from '@bizcard/shared/stores';
import { ACME, GLOBEX, signInAsAdmin } from '@bizcard/shared/testing';
import { screen, within } from '@testing-library/react';
import nock from 'nock';
import { TENANT_PAGE_SIZE } from '../hooks/use-tenant-list';
import {
  askFirstTenantPageEarly,
  earlyFirstTenantPageSettled,
  takeEarlyFirstTenantPage,
} from '../lib/early-first-page';
import { renderRoute, resetStores } from '../test-utils';
import { TenantsPage } from './tenants-page';

const API = 'http://localhost';
const firstPage = () =>
  nock(API)
    .get('/api/management/tenants')
    .query({ limit: String(TENANT_PAGE_SIZE) });

beforeAll(() => {
  configureApi({ baseUrl: API });
  nock.disableNetConnect();
});

beforeEach(() => {
  resetStores();
  takeEarlyFirstTenantPage();
});

afterEach(() => nock.cleanAll());

afterAll(() => nock.enableNetConnect());

describe('the first page of tenants asked for while the session resolves', () => {
  it('is the page the screen shows, without asking the API a second time', async () => {
    const asked = firstPage()
      .once()
      .reply(200, { tenants: [GLOBEX, ACME], total: 2, next: null });
    askFirstTenantPageEarly(TENANT_PAGE_SIZE);
    signInAsAdmin('superAdmin');

    renderRoute(<TenantsPage />, '/tenants', '/tenants');

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Acme Corporation',
      'Globex',
    ]);
    expect(asked.isDone()).toBe(true);
  });

  it('shows in the first render when it came before the screen rendered', async () => {
    const asked = firstPage()
      .once()
      .reply(200, { tenants: [GLOBEX, ACME], total: 2, next: null });
    askFirstTenantPageEarly(TENANT_PAGE_SIZE);
    await earlyFirstTenantPageSettled();
    signInAsAdmin('superAdmin');

    renderRoute(<TenantsPage />, '/tenants', '/tenants');

    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Acme Corporation',
      'Globex',
    ]);
    expect(asked.isDone()).toBe(true);
    expect(takeEarlyFirstTenantPage()).toBeNull();
  });

  it('is used once: the next visit to the screen asks again', async () => {
    firstPage().reply(200, { tenants: [ACME], total: 1, next: null });
    askFirstTenantPageEarly(TENANT_PAGE_SIZE);
    expect(await takeEarlyFirstTenantPage()).toMatchObject({ total: 1 });
    expect(takeEarlyFirstTenantPage()).toBeNull();
  });

  it('answered 401 for a signed-out visitor, is dropped without ending any session', async () => {
    useSessionStore.setState({ status: 'loading', user: null });
    firstPage().reply(401, { error: 'Unauthorized' });
    askFirstTenantPageEarly(TENANT_PAGE_SIZE);
    expect(await takeEarlyFirstTenantPage()).toBeNull();
    expect(useSessionStore.getState().ended).toBeNull();
  });
});
