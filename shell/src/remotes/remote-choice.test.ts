import { canaryRoll, chooseLocations, clearPreview, rememberPreviews } from './remote-choice';
import type { RemotesManifest } from './remotes-manifest';

const LIVE = 'http://localhost:8084/1.3.0/mf-manifest.json';
const REMOTES: RemotesManifest = {
  mfe_oauth: {
    url: LIVE,
    version: '1.3.0',
    versions: ['1.4.0+abc', '1.3.0'],
    canary: {
      version: '1.4.0+abc',
      url: 'http://localhost:8084/1.4.0+abc/mf-manifest.json',
      percent: 10,
    },
  },
  mfe_users: { url: 'http://localhost:8082/mf-manifest.json' },
};

beforeEach(() => window.sessionStorage.clear());

describe('previews', () => {
  it('remembers ?remote:<app>=<version> for this browser and drops it from the address', () => {
    const rest = rememberPreviews(
      new URL('http://localhost:8080/tenants/oauth?remote:mfe-oauth=1.4.0%2Babc&tab=2'),
      window.sessionStorage,
    );
    expect(rest.href).toBe('http://localhost:8080/tenants/oauth?tab=2');
    const chosen = chooseLocations(REMOTES, { mfe_oauth: '1.4.0+abc' }, 99);
    expect(chosen.mfe_oauth).toMatchObject({
      url: 'http://localhost:8084/1.4.0+abc/mf-manifest.json',
      version: '1.4.0+abc',
      chosen: 'preview',
    });
    expect(JSON.parse(window.sessionStorage.getItem('bizcard:remote-previews')!)).toEqual({
      mfe_oauth: '1.4.0+abc',
    });
  });

  it('ignores and forgets a version that is not published for that remote', () => {
    rememberPreviews(
      new URL('http://localhost:8080/?remote:mfe-oauth=6.6.6'),
      window.sessionStorage,
    );
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const chosen = chooseLocations(
      REMOTES,
      { mfe_oauth: '6.6.6', mfe_users: '1.0.0' },
      99,
      window.sessionStorage,
    );
    expect(chosen.mfe_oauth).toEqual(REMOTES.mfe_oauth);
    // A remote never deployed lists no versions: nothing can be previewed.
    expect(chosen.mfe_users).toEqual(REMOTES.mfe_users);
    expect(window.sessionStorage.getItem('bizcard:remote-previews')).toBeNull();
    expect(warn).toHaveBeenCalledWith('[remotes] mfe-oauth 6.6.6 is not published: not previewed');
    warn.mockRestore();
  });

  it('an empty value or Clear ends a preview', () => {
    rememberPreviews(
      new URL('http://localhost:8080/?remote:mfe-oauth=1.3.0&remote:mfe-users=2'),
      window.sessionStorage,
    );
    rememberPreviews(new URL('http://localhost:8080/?remote:mfe-oauth='), window.sessionStorage);
    clearPreview('mfe_users', window.sessionStorage);
    expect(window.sessionStorage.getItem('bizcard:remote-previews')).toBeNull();
  });
});

describe('canary', () => {
  it('gives the candidate to the share of sessions its percent names, and the live version to the rest', () => {
    const rolls = Array.from({ length: 1000 }, (_, index) => index / 10);
    const canaries = rolls.filter(
      (roll) => chooseLocations(REMOTES, {}, roll).mfe_oauth?.chosen === 'canary',
    );
    expect(canaries).toHaveLength(100);
    expect(chooseLocations(REMOTES, {}, 9.99).mfe_oauth).toMatchObject({
      version: '1.4.0+abc',
      chosen: 'canary',
    });
    expect(chooseLocations(REMOTES, {}, 10).mfe_oauth).toEqual(REMOTES.mfe_oauth);
  });

  it('keeps one session on the side it was given, and a preview wins over it', () => {
    const first = canaryRoll(window.sessionStorage);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(100);
    expect(canaryRoll(window.sessionStorage)).toBe(first);
    expect(chooseLocations(REMOTES, { mfe_oauth: '1.3.0' }, 0).mfe_oauth).toMatchObject({
      version: '1.3.0',
      chosen: 'preview',
    });
  });

  it('draws rolls spread over the whole range', () => {
    const rolls = Array.from({ length: 2000 }, () => {
      window.sessionStorage.clear();
      return canaryRoll(window.sessionStorage);
    });
    const share = rolls.filter((roll) => roll < 10).length / rolls.length;
    expect(share).toBeGreaterThan(0.06);
    expect(share).toBeLessThan(0.14);
  });
});
