import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { remoteErrorPlugin } from './remote-error-plugin';

type ErrorArgs = Parameters<
  NonNullable<ReturnType<typeof remoteErrorPlugin>['errorLoadRemote']>
>[0];

const failure = (lifecycle: ErrorArgs['lifecycle']): ErrorArgs => ({
  id: 'mfe_tenants/TenantsPage',
  error: new Error('ScriptNetworkError'),
  from: 'runtime',
  lifecycle,
  origin: {} as ModuleFederation,
});

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('remoteErrorPlugin', () => {
  it('resets the remote once its load failed for good, and lets the error through', async () => {
    const onFailure = jest.fn();
    const plugin = remoteErrorPlugin({ onFailure });
    expect(await plugin.errorLoadRemote?.(failure('onLoad'))).toBeUndefined();
    expect(onFailure).toHaveBeenCalledWith('mfe_tenants');
  });

  it('leaves earlier lifecycles alone: they end in onLoad anyway', async () => {
    const onFailure = jest.fn();
    const plugin = remoteErrorPlugin({ onFailure });
    await plugin.errorLoadRemote?.(failure('afterResolve'));
    await plugin.errorLoadRemote?.(failure('beforeLoadShare'));
    expect(onFailure).not.toHaveBeenCalled();
  });
});
