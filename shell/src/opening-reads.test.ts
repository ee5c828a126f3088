import { SESSION_READ_PATH, startEarlyReads } from '@bizcard/shared/api';
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
  document.body.innerHTML = '<div id="root"></div>';
});

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
});
