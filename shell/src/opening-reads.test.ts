import { getTenant, SESSION_READ_PATH, startEarlyReads } from '@bizcard/shared/api';
import { useSelectedTenantStore } from '@bizcard/shared/stores';
import { ACME } from '@bizcard/shared/testing';
import nock from 'nock';
import { matchRoutes } from 'react-router-dom';
import { ROUTES } from './app/routes/route-table';
import { isRemotePage } from './app/routes/route-types';
import { OPENING_PAGES, startOpeningReads } from './opening-reads';
import { readRemoteAhead } from './remotes/read-remote-ahead';

jest.mock('@bizcard/shared/api', () => ({
  ...jest.requireActual('@bizcard/shared/api'),
  startEarlyReads: jest.fn(),
}));
jest.mock('./remotes/read-remote-ahead', () => ({ readRemoteAhead: jest.fn() }));

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  document.body.innerHTML = '<div id="root"></div>';
});

const TENANT_READ = `/api/management/tenants/${ACME.id}`;

describe('opening reads', () => {
  it.each(Object.entries(OPENING_PAGES))(
    'name the remote page the route table gives %s',
    (address, page) => {
      const route = matchRoutes([...ROUTES], address)?.[0]?.route;
      expect(route && isRemotePage(route.page) && route.page).toMatchObject({
        remote: page.remote,
        module: page.module,
      });
    },
  );

  it('read the session, the Tenants list and its remote on /tenants', () => {
    startOpeningReads({ pathname: '/tenants', search: '' });
    expect(startEarlyReads).toHaveBeenCalledWith([
      SESSION_READ_PATH,
      OPENING_PAGES['/tenants']?.firstRead,
    ]);
    expect(readRemoteAhead).toHaveBeenCalledWith('mfe_tenants', 'TenantsPage');
  });

  it('read only the session elsewhere, or with a query the remote reads', () => {
    startOpeningReads({ pathname: '/admins', search: '' });
    startOpeningReads({ pathname: '/tenants', search: '?q=acme' });
    expect(startEarlyReads).toHaveBeenNthCalledWith(1, [SESSION_READ_PATH]);
    expect(startEarlyReads).toHaveBeenNthCalledWith(2, [SESSION_READ_PATH]);
    expect(readRemoteAhead).not.toHaveBeenCalled();
  });

  it('read nothing on a sign-in screen that came in the HTML', () => {
    document.body.innerHTML = '<div id="root"><main></main></div>';
    startOpeningReads({ pathname: '/login', search: '' });
    expect(startEarlyReads).not.toHaveBeenCalled();
  });

  it('read the stored selected tenant as the restore asks for it, on any page', async () => {
    useSelectedTenantStore.getState().selectTenant(ACME);
    startOpeningReads({ pathname: '/tenants', search: '' });
    startOpeningReads({ pathname: '/admins', search: '' });
    expect(startEarlyReads).toHaveBeenNthCalledWith(1, [
      SESSION_READ_PATH,
      TENANT_READ,
      OPENING_PAGES['/tenants']?.firstRead,
    ]);
    expect(startEarlyReads).toHaveBeenNthCalledWith(2, [SESSION_READ_PATH, TENANT_READ]);

    const api = nock(window.location.origin);
    const early = api.get(TENANT_READ).reply(200, { ...ACME, name: 'Read early' });
    const { startEarlyReads: startReads } = jest.requireActual('@bizcard/shared/api');
    startReads([TENANT_READ]);
    await new Promise((answered) => early.on('replied', answered));
    api.get(TENANT_READ).reply(200, { ...ACME, name: 'Asked again' });
    expect((await getTenant(ACME.id))?.name).toBe('Read early');
    nock.cleanAll();
  });

  it('read no tenant when none or no readable selection is stored', () => {
    startOpeningReads({ pathname: '/admins', search: '' });
    localStorage.setItem('selectedTenant', '{not json');
    startOpeningReads({ pathname: '/admins', search: '' });
    localStorage.setItem('selectedTenant', JSON.stringify({ id: 7 }));
    startOpeningReads({ pathname: '/admins', search: '' });
    for (const call of jest.mocked(startEarlyReads).mock.calls) {
      expect(call[0]).toEqual([SESSION_READ_PATH]);
    }
  });
});
