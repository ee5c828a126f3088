import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { remoteErrorPlugin } from './remote-error-plugin';

type Plugin = ReturnType<typeof remoteErrorPlugin>;
type ErrorArgs = Parameters<NonNullable<Plugin['errorLoadRemote']>>[0];
type LoadArgs = Parameters<NonNullable<Plugin['onLoad']>>[0];

const networkError = new Error('ScriptNetworkError');
const failure = (lifecycle: ErrorArgs['lifecycle']): ErrorArgs => ({
  id: 'mfe_tenants/TenantsPage',
  error: networkError,
  from: 'runtime',
  lifecycle,
  origin: {} as ModuleFederation,
});

const setUp = () => {
  const onLoaded = jest.fn();
  const onFailure = jest.fn();
  return { onLoaded, onFailure, plugin: remoteErrorPlugin({ onLoaded, onFailure }) };
};

describe('remoteErrorPlugin', () => {
  it('hands on the remote and its error once its load failed for good, and lets the error through', async () => {
    const { plugin, onFailure } = setUp();
    expect(await plugin.errorLoadRemote?.(failure('onLoad'))).toBeUndefined();
    expect(onFailure).toHaveBeenCalledWith('mfe_tenants', networkError);
  });

  it('leaves earlier lifecycles alone: they end in onLoad anyway', async () => {
    const { plugin, onFailure } = setUp();
    await plugin.errorLoadRemote?.(failure('afterResolve'));
    await plugin.errorLoadRemote?.(failure('beforeLoadShare'));
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('tells which remote a module loaded from, and leaves the module as it is', async () => {
    const { plugin, onLoaded } = setUp();
    const loaded = { id: 'mfe_tenants/TenantsPage', remote: { name: 'mfe_tenants' } };
    expect(await plugin.onLoad?.(loaded as LoadArgs)).toBeUndefined();
    expect(onLoaded).toHaveBeenCalledWith('mfe_tenants');
  });
});
