import { configureApi } from '@bizcard/shared/api';
import { waitFor } from '@testing-library/react';
import nock from 'nock';

const tenants = {
  url: 'http://localhost:8081/0.2.0+abc1234/mf-manifest.json',
  version: '0.2.0+abc1234',
};
const users = { url: 'http://localhost:8082/mf-manifest.json' };
const manifestFailed = new Error('Failed to fetch manifest');

// A fresh module per test: a report goes out once per page load.
const loadModule = async () => {
  let module: typeof import('./remote-failure-report') | undefined;
  jest.isolateModules(() => {
    module = require('./remote-failure-report');
  });
  return module!;
};

/** Every report the API received, in order. */
function acceptReports(times: number): unknown[] {
  const reports: unknown[] = [];
  nock('http://localhost')
    .post('/api/client-errors/remote-load')
    .times(times)
    .reply(204, (_uri, body) => {
      reports.push(body);
      return '';
    });
  return reports;
}

beforeEach(() => {
  configureApi({ baseUrl: 'http://localhost' });
  nock.cleanAll();
  nock.disableNetConnect();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  expect(nock.pendingMocks()).toEqual([]);
});

describe('reportRemoteFailure', () => {
  it('reports a failing remote once per page load, with its URL and version, to the console and the API', async () => {
    const reports = acceptReports(2);
    const { reportRemoteFailure } = await loadModule();

    // The page fails, its Retry fails again, then another remote fails.
    reportRemoteFailure('mfe_tenants', tenants, manifestFailed);
    reportRemoteFailure('mfe_tenants', tenants, manifestFailed);
    reportRemoteFailure('mfe_users', users, manifestFailed);

    await waitFor(() => expect(reports).toHaveLength(2));
    expect(reports).toEqual([
      { remote: 'mfe_tenants', ...tenants, message: 'Error: Failed to fetch manifest' },
      {
        remote: 'mfe_users',
        url: 'http://localhost:8082/mf-manifest.json',
        version: 'unknown',
        message: 'Error: Failed to fetch manifest',
      },
    ]);
    expect(jest.mocked(console.error).mock.calls).toEqual([
      [
        '[remotes] mfe_tenants (version 0.2.0+abc1234) failed to load from http://localhost:8081/0.2.0+abc1234/mf-manifest.json: Error: Failed to fetch manifest',
      ],
      [
        '[remotes] mfe_users (version unknown) failed to load from http://localhost:8082/mf-manifest.json: Error: Failed to fetch manifest',
      ],
    ]);
  });

  it('reports a page that crashed while rendering like a failed load, once, apart from its load failures', async () => {
    const reports = acceptReports(2);
    const { reportRemoteCrash, reportRemoteFailure } = await loadModule();
    const crash = new TypeError('tenantName.toFixed is not a function');

    reportRemoteCrash('mfe_tenants', tenants, crash);
    reportRemoteCrash('mfe_tenants', tenants, crash);
    reportRemoteFailure('mfe_tenants', tenants, manifestFailed);

    await waitFor(() => expect(reports).toHaveLength(2));
    expect(reports[0]).toEqual({
      remote: 'mfe_tenants',
      ...tenants,
      message: 'Rendering failed: TypeError: tenantName.toFixed is not a function',
    });
    expect(jest.mocked(console.error).mock.calls[0]).toEqual([
      '[remotes] mfe_tenants (version 0.2.0+abc1234, loaded from http://localhost:8081/0.2.0+abc1234/mf-manifest.json) stopped working while rendering: TypeError: tenantName.toFixed is not a function',
    ]);
  });

  it('cuts a long error message to what the API accepts', async () => {
    const reports = acceptReports(1);
    const { reportRemoteFailure } = await loadModule();
    reportRemoteFailure('mfe_tenants', tenants, new Error('x'.repeat(5000)));
    await waitFor(() => expect(reports).toHaveLength(1));
    expect((reports[0] as { message: string }).message).toHaveLength(1000);
  });

  it('leaves the page alone when the report itself cannot be delivered', async () => {
    nock('http://localhost').post('/api/client-errors/remote-load').replyWithError('offline');
    const { reportRemoteFailure } = await loadModule();
    expect(() => reportRemoteFailure('mfe_tenants', tenants, manifestFailed)).not.toThrow();
    await waitFor(() => expect(nock.isDone()).toBe(true));
  });
});
