import { loadRemotePage } from '../remotes/load-remote-page';
import { preloadRouteRemote, routeRemotePreloaded } from './preload-route-remote';
import { ROUTES } from './routes/route-table';
import { isRemotePage } from './routes/route-types';
import { sampleUrl } from './testing/route-expectations';

jest.mock('../remotes/load-remote-page', () => ({
  ...jest.requireActual('../remotes/load-remote-page'),
  loadRemotePage: jest.fn(() => Promise.resolve({ default: () => null })),
}));

const load = jest.mocked(loadRemotePage);

beforeEach(() => {
  jest.useFakeTimers();
  load.mockClear();
});
afterEach(() => jest.useRealTimers());

describe('preloadRouteRemote', () => {
  const cases = ROUTES.map(({ path, page }) => ({
    url: sampleUrl(path),
    preloads: isRemotePage(page) ? `${page.remote}/${page.module}` : 'nothing (a shell page)',
    page,
  }));

  it.each(cases)('opening $url preloads $preloads', async ({ url, page }) => {
    preloadRouteRemote(url);
    const loaded = load.mock.calls.map(([remote, module]) => ({ remote, module }));
    expect(loaded).toEqual(isRemotePage(page) ? [page] : []);
    await expect(routeRemotePreloaded()).resolves.toBeUndefined();
  });

  it('does not hold the first screen longer than 1.5 s for a remote that does not answer', async () => {
    load.mockReturnValueOnce(new Promise(() => undefined));
    preloadRouteRemote('/tenants');
    jest.advanceTimersByTime(1500);
    await expect(routeRemotePreloaded()).resolves.toBeUndefined();
  });
});
