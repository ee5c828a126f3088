import nock from 'nock';

const remotes = { mfe_tenants: 'http://localhost:8081/mf-manifest.json' };
const deployed = {
  mfe_tenants: {
    url: 'http://localhost:8081/0.2.0+abc1234/mf-manifest.json',
    version: '0.2.0+abc1234',
  },
  mfe_users: 'http://localhost:8082/mf-manifest.json',
};

// A fresh module per test: the manifest is memoized for the page's lifetime.
const loadModule = async () => {
  let module: typeof import('./remotes-manifest') | undefined;
  jest.isolateModules(() => {
    module = require('./remotes-manifest');
  });
  return module!;
};

beforeEach(() => {
  nock.cleanAll();
  nock.disableNetConnect();
});

afterEach(() => expect(nock.pendingMocks()).toEqual([]));

describe('ensureRemotes', () => {
  it('reads remotes.json once, however many ask', async () => {
    nock('http://localhost').get('/remotes.json').once().reply(200, remotes);
    const { ensureRemotes } = await loadModule();
    const [first, second] = await Promise.all([ensureRemotes(), ensureRemotes()]);
    expect(first).toEqual({ mfe_tenants: { url: 'http://localhost:8081/mf-manifest.json' } });
    expect(second).toBe(first);
  });

  it('accepts { url, version } values beside plain URLs, and keeps each version', async () => {
    nock('http://localhost').get('/remotes.json').reply(200, deployed);
    const { ensureRemotes } = await loadModule();
    await expect(ensureRemotes()).resolves.toEqual({
      mfe_tenants: deployed.mfe_tenants,
      mfe_users: { url: 'http://localhost:8082/mf-manifest.json' },
    });
  });

  it('refuses a remotes.json whose value is neither a URL nor { url }', async () => {
    nock('http://localhost')
      .get('/remotes.json')
      .reply(200, { mfe_tenants: { version: '1.0.0' } });
    const { ensureRemotes } = await loadModule();
    await expect(ensureRemotes()).rejects.toThrow(
      'remotes.json must map remote names to URLs or { url, version }',
    );
  });

  it('tries remotes.json again after a failed read', async () => {
    nock('http://localhost').get('/remotes.json').reply(503);
    nock('http://localhost').get('/remotes.json').reply(200, remotes);
    const { ensureRemotes } = await loadModule();
    await expect(ensureRemotes()).rejects.toThrow('HTTP 503');
    await expect(ensureRemotes()).resolves.toEqual({ mfe_tenants: { url: remotes.mfe_tenants } });
  });
});
