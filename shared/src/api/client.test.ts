import nock from 'nock';
import { ACME } from '../testing/tenants';
import { ApiError, GENERIC_API_ERROR, UNAUTHORIZED_MESSAGE } from './api-error';
import { loginWithPassword, resetPassword, validateSession } from './auth';
import {
  apiGet,
  configureApi,
  onSessionRejected,
  ReplyMismatchError,
  setTenantName,
} from './client';
import { listTenants } from './tenants';

const API = 'http://localhost';

beforeAll(() => {
  nock.disableNetConnect();
  configureApi({ baseUrl: API });
});
afterEach(() => {
  nock.cleanAll();
  setTenantName(null);
});
afterAll(() => nock.enableNetConnect());

describe('API client', () => {
  it('returns the parsed body of a successful call', async () => {
    nock(API)
      .get('/api/management/tenants')
      .reply(200, { tenants: [ACME] });
    await expect(listTenants()).resolves.toEqual([ACME]);
  });

  it('fails a call whose reply drifts from its schema, naming the call and the field', async () => {
    const { tenant_name: _dropped, ...withoutSlug } = ACME;
    nock(API)
      .get('/api/management/tenants')
      .reply(200, { tenants: [withoutSlug] });
    const failure = listTenants();
    await expect(failure).rejects.toBeInstanceOf(ReplyMismatchError);
    await expect(failure).rejects.toThrow(
      'The reply of /api/management/tenants does not match its schema at tenants.0.tenant_name',
    );
  });

  it('sends x-tenant-name once a tenant name is set, and not before', async () => {
    nock(API, { badheaders: ['x-tenant-name'] })
      .get('/api/ping')
      .reply(200, {});
    await apiGet('/api/ping');
    setTenantName('acme-corporation');
    nock(API, { reqheaders: { 'x-tenant-name': 'acme-corporation' } })
      .get('/api/ping')
      .reply(200, { ok: true });
    await expect(apiGet('/api/ping')).resolves.toEqual({ ok: true });
  });

  it("turns a 401 into 'Unauthorized: 401 error occurred when calling the endpoint'", async () => {
    nock(API).get('/api/management/tenants').reply(401, { message: 'Unauthorized' });
    await expect(listTenants()).rejects.toEqual(new ApiError(UNAUTHORIZED_MESSAGE, 401));
  });

  it("keeps the server's message on a failed sign-in", async () => {
    nock(API).post('/api/auth/login/password').reply(401, { message: 'Invalid email or password' });
    await expect(loginWithPassword('a@b.co', 'nope-nope')).rejects.toThrow(
      'Invalid email or password',
    );
  });

  it("shows the server's JSON message for other failures", async () => {
    nock(API).get('/api/management/tenants').reply(403, { message: 'Access denied' });
    await expect(listTenants()).rejects.toMatchObject({ message: 'Access denied', status: 403 });
  });

  it('keeps the whole JSON error body, so a refused CSV upload can list its rows', async () => {
    const body = { message: 'Invalid rows', errors: [{ row: 2, field: 'email', message: 'bad' }] };
    nock(API).get('/api/management/tenants').reply(400, body);
    await expect(listTenants()).rejects.toMatchObject({
      message: 'Invalid rows',
      status: 400,
      body,
    });
  });

  it("falls back to 'API request failed' for a non-JSON failure", async () => {
    nock(API).get('/api/management/tenants').reply(502, '<html>Bad gateway</html>', {
      'Content-Type': 'text/html',
    });
    await expect(listTenants()).rejects.toMatchObject({ message: GENERIC_API_ERROR, status: 502 });
  });

  it("falls back to 'API request failed' when the network is down", async () => {
    nock(API).get('/api/management/tenants').replyWithError('socket hang up');
    await expect(listTenants()).rejects.toThrow(GENERIC_API_ERROR);
  });

  it('stops a read when its signal aborts, and passes the abort on instead of a message', async () => {
    nock(API).get('/api/management/tenants').delay(5_000).reply(200, { tenants: [] });
    const controller = new AbortController();
    const answer = listTenants(controller.signal);
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('API client on a refused session', () => {
  const listen = () => {
    const heard = jest.fn();
    const stop = onSessionRejected(heard);
    return { heard, stop };
  };

  it('tells its listeners about a 401 from any call but the sign-in ones', async () => {
    const { heard, stop } = listen();
    nock(API).get('/api/management/tenants').reply(401, {});
    nock(API).get('/api/auth/validate').reply(401, {});
    await expect(listTenants()).rejects.toThrow(UNAUTHORIZED_MESSAGE);
    await expect(validateSession()).rejects.toThrow(UNAUTHORIZED_MESSAGE);
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
  });

  it('keeps quiet about 401s of sign-in calls, which concern the credentials sent', async () => {
    const { heard, stop } = listen();
    nock(API).post('/api/auth/login/password').reply(401, { message: 'Invalid email or password' });
    nock(API).post('/api/auth/reset-password').reply(401, {});
    await expect(loginWithPassword('a@b.co', 'nope-nope')).rejects.toThrow();
    await expect(resetPassword({ token: 't', password: 'long-enough' })).rejects.toThrow();
    expect(heard).not.toHaveBeenCalled();
    stop();
  });

  it('keeps quiet about other failures, and stops once unsubscribed', async () => {
    const { heard, stop } = listen();
    nock(API).get('/api/management/tenants').reply(403, { message: 'Access denied' });
    await expect(listTenants()).rejects.toThrow('Access denied');
    stop();
    nock(API).get('/api/management/tenants').reply(401, {});
    await expect(listTenants()).rejects.toThrow();
    expect(heard).not.toHaveBeenCalled();
  });
});
