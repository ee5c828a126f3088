import {
  init,
  type ModuleFederationRuntimePlugin,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import nock from 'nock';
import * as React from 'react';

jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(),
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const remotes = {
  mfe_tenants: { url: 'http://localhost:8081/0.2.0+abc1234/mf-manifest.json', version: '0.2.0' },
  mfe_users: { url: 'http://localhost:8082/mf-manifest.json' },
};

// What the build defines: every singleton of webpack.common.js with its version and range.
const singleton = { version: '1.0.0', requiredVersion: '^1.0.0' };
const declared = Object.fromEntries(
  ['react', 'react/', 'react-dom', 'react-dom/', 'react-router', 'react-router-dom']
    .concat(['zustand', 'styled-components', '@bizcard/shared/'])
    .map((key) => [key, singleton]),
);

// A fresh module per test: the manifest and the load states last for the page's lifetime.
const loadModules = () => {
  let modules:
    | { federation: typeof import('./federation'); status: typeof import('./remote-load-status') }
    | undefined;
  jest.isolateModules(() => {
    modules = { federation: require('./federation'), status: require('./remote-load-status') };
  });
  return modules!;
};

/** The plugin the shell registered with the federation runtime. */
const registeredPlugin = () =>
  jest.mocked(registerPlugins).mock.calls[0]?.[0]?.[0] as ModuleFederationRuntimePlugin;

type ErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['errorLoadRemote']>>[0];
const failedLoad = (id: string): ErrorArgs => ({
  id,
  error: new Error('Failed to fetch manifest'),
  from: 'runtime',
  lifecycle: 'onLoad',
  origin: {} as ErrorArgs['origin'],
});

beforeEach(() => {
  jest.clearAllMocks();
  process.env.SHARED_SINGLETONS = JSON.stringify(declared);
  nock.disableNetConnect();
});

afterEach(() => {
  delete process.env.SHARED_SINGLETONS;
  nock.cleanAll();
});

describe('startFederation', () => {
  it("starts the runtime as the host, providing the shell's React, and registers every remote", () => {
    loadModules().federation.startFederation(remotes);
    const options = jest.mocked(init).mock.calls[0]![0];
    expect(options).toMatchObject({ name: 'shell', shareStrategy: 'loaded-first' });
    const react = options.shared?.react as { lib: () => typeof React; shareConfig: object };
    expect(react.lib().version).toBe(React.version);
    expect(react.shareConfig).toMatchObject({ singleton: true, requiredVersion: '^1.0.0' });
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mfe_tenants', entry: remotes.mfe_tenants.url },
      { name: 'mfe_users', entry: remotes.mfe_users.url },
    ]);
  });

  it('re-registers a remote whose load failed, so that Retry fetches it again', async () => {
    nock('http://localhost').post('/api/client-errors/remote-load').reply(204);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { federation, status } = loadModules();
    federation.startFederation(remotes);
    await registeredPlugin().errorLoadRemote?.(failedLoad('mfe_users/TenantUsersPage'));
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mfe_users', entry: remotes.mfe_users.url }],
      { force: true },
    );
    expect(status.remoteLoadStates().get('mfe_users')).toBe('failed');
  });

  it('shows a remote as loaded once a load of it succeeds', async () => {
    const { federation, status } = loadModules();
    federation.startFederation(remotes);
    const loaded = { remote: { name: 'mfe_tenants' } };
    await registeredPlugin().onLoad?.(
      loaded as Parameters<NonNullable<ModuleFederationRuntimePlugin['onLoad']>>[0],
    );
    expect(status.remoteLoadStates().get('mfe_tenants')).toBe('loaded');
  });
});
