import nock from 'nock';
import { ACME } from '../testing/tenants';
import { UNAUTHORIZED_MESSAGE } from './api-error';
import { configureApi, onSessionRejected } from './client';
import { dropEarlyReads, startEarlyReads } from './early-reads';
import { listTenantPage } from './tenants';

const API = window.location.origin;
const FIRST_PAGE = '/api/management/tenants?limit=24';

beforeAll(() => {
  nock.disableNetConnect();
  configureApi({ baseUrl: API });
});
afterEach(() => {
  dropEarlyReads();
  nock.cleanAll();
});
afterAll(() => nock.enableNetConnect());

const pageReply = (name: string) => ({ tenants: [{ ...ACME, name }], total: 1, next: null });

describe('early reads', () => {
  it('are taken by the call of the same URL instead of asking again, once', async () => {
    const api = nock(API).get(FIRST_PAGE).once().reply(200, pageReply('Early'));
    startEarlyReads([FIRST_PAGE]);
    const page = await listTenantPage({ limit: 24 });
    expect(page.tenants[0]?.name).toBe('Early');
    expect(api.isDone()).toBe(true);

    nock(API).get(FIRST_PAGE).reply(200, pageReply('Asked again'));
    expect((await listTenantPage({ limit: 24 })).tenants[0]?.name).toBe('Asked again');
  });

  it('leave a failure to the client, which asks again and reports a 401 as before', async () => {
    nock(API).get(FIRST_PAGE).twice().reply(401, { message: 'Unauthorized' });
    const rejected = jest.fn();
    const stopListening = onSessionRejected(rejected);
    startEarlyReads([FIRST_PAGE]);
    await expect(listTenantPage({ limit: 24 })).rejects.toThrow(UNAUTHORIZED_MESSAGE);
    stopListening();
    expect(rejected).toHaveBeenCalledTimes(1);
    expect(nock.isDone()).toBe(true);
  });

  it('are forgotten when dropped (a session that ended)', async () => {
    nock(API).get(FIRST_PAGE).reply(200, pageReply('Before'));
    startEarlyReads([FIRST_PAGE]);
    dropEarlyReads();
    nock(API).get(FIRST_PAGE).reply(200, pageReply('After'));
    expect((await listTenantPage({ limit: 24 })).tenants[0]?.name).toBe('After');
  });
});
