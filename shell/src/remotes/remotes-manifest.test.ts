import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import nock from 'nock';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const remotes = { mfe_tenants: 'http://localhost:8081/mf-manifest.json' };

// A fresh module per test: the manifest is memoized for the page's lifetime.
const loadModule = async () => {
  let module: typeof import('./remotes-manifest') | undefined;
  jest.isolateModules(() => {
    module = require('./remotes-manifest');
  });
  return module!;
};

beforeEach(() => {
  jest.clearAllMocks();
  nock.cleanAll();
  nock.disableNetConnect();
});

afterEach(() => expect(nock.pendingMocks()).toEqual([]));

describe('ensureRemotes', () => {
  it('reads remotes.json once and registers every remote with the runtime', async () => {
    nock('http://localhost').get('/remotes.json').once().reply(200, remotes);
    const { ensureRemotes } = await loadModule();
    await Promise.all([ensureRemotes(), ensureRemotes()]);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mfe_tenants', entry: 'http://localhost:8081/mf-manifest.json' },
    ]);
    expect(registerPlugins).toHaveBeenCalledTimes(1);
  });

  it('tries remotes.json again after a failed read', async () => {
    nock('http://localhost').get('/remotes.json').reply(503);
    nock('http://localhost').get('/remotes.json').reply(200, remotes);
    const { ensureRemotes } = await loadModule();
    await expect(ensureRemotes()).rejects.toThrow('HTTP 503');
    await expect(ensureRemotes()).resolves.toEqual(remotes);
  });

  it('re-registers a failed remote with force, so its next load refetches it', async () => {
    nock('http://localhost').get('/remotes.json').reply(200, remotes);
    const { ensureRemotes, resetRemote } = await loadModule();
    await ensureRemotes();
    resetRemote('mfe_tenants');
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mfe_tenants', entry: 'http://localhost:8081/mf-manifest.json' }],
      { force: true },
    );
  });
});
