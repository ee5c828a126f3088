import nock from 'nock';

const LIVE = 'http://localhost:8081/0.2.0+abc1234/mf-manifest.json';
const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'TenantsPage',
      path: './TenantsPage',
      assets: { js: { sync: ['__federation_expose_TenantsPage.75fb54b9.js'], async: ['1.js'] } },
    },
    { name: 'LogsPage', path: './LogsPage', assets: { js: { sync: ['logs.1a2b3c4d.js'] } } },
  ],
};

// A fresh module per test: remotes.json and what was read ahead live as long as the page.
const loadModules = () => {
  let module: typeof import('./read-remote-ahead') | undefined;
  jest.isolateModules(() => {
    module = require('./read-remote-ahead');
  });
  return module!;
};

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map(
    (link) => link.href,
  );

async function until(check: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 200 && !check(); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

beforeEach(() => {
  nock.cleanAll();
  nock.disableNetConnect();
  document.head.innerHTML = '';
});

afterEach(() => expect(nock.pendingMocks()).toEqual([]));

describe('readRemoteAhead', () => {
  it('asks for the manifest remotes.json names and preloads the entry and the page chunk from its folder', async () => {
    nock('http://localhost')
      .get('/remotes.json')
      .reply(200, { mfe_tenants: { url: LIVE, version: '0.2.0+abc1234' } });
    nock('http://localhost:8081')
      .get('/0.2.0+abc1234/mf-manifest.json')
      .once()
      .reply(200, manifest, { 'access-control-allow-origin': '*' });
    const { readRemoteAhead } = loadModules();
    readRemoteAhead('mfe_tenants', 'TenantsPage');
    readRemoteAhead('mfe_tenants', 'TenantsPage');
    await until(() => preloaded().length > 0);
    expect(preloaded()).toEqual([
      'http://localhost:8081/0.2.0+abc1234/remoteEntry.js',
      'http://localhost:8081/0.2.0+abc1234/__federation_expose_TenantsPage.75fb54b9.js',
    ]);
  });

  it('hands the runtime the manifest it read, once, and lets a second fetch go to the network', async () => {
    nock('http://localhost').get('/remotes.json').reply(200, { mfe_tenants: LIVE });
    nock('http://localhost:8081')
      .get('/0.2.0+abc1234/mf-manifest.json')
      .once()
      .reply(200, manifest, { 'access-control-allow-origin': '*' });
    const { readRemoteAhead, earlyManifestPlugin } = loadModules();
    readRemoteAhead('mfe_tenants', 'LogsPage');
    await until(() => preloaded().length > 0);
    expect(preloaded()).toContain('http://localhost:8081/0.2.0+abc1234/logs.1a2b3c4d.js');
    const fetchHook = earlyManifestPlugin().fetch!;
    const response = await fetchHook(LIVE, {});
    expect(response).toBeInstanceOf(Response);
    await expect((response as Response).json()).resolves.toEqual(manifest);
    expect(fetchHook(LIVE, {})).toBeUndefined();
  });

  it('preloads nothing for a remote named by its remoteEntry.js, or one remotes.json lacks', async () => {
    nock('http://localhost')
      .get('/remotes.json')
      .reply(200, { mfe_users: 'http://localhost:8082/remoteEntry.js' });
    const { readRemoteAhead, earlyManifestPlugin } = loadModules();
    readRemoteAhead('mfe_users', 'TenantUsersPage');
    readRemoteAhead('mfe_oauth', 'OAuthPage');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(preloaded()).toEqual([]);
    expect(
      earlyManifestPlugin().fetch!('http://localhost:8082/remoteEntry.js', {}),
    ).toBeUndefined();
  });
});

describe('scriptsToPreload', () => {
  it('preloads nothing when the manifest names a fixed public path', () => {
    const { scriptsToPreload } = loadModules();
    const fixed = { ...manifest, metaData: { ...manifest.metaData, publicPath: '/cdn/' } };
    expect(scriptsToPreload(LIVE, fixed, 'TenantsPage')).toEqual([]);
  });
});
