import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inRange, sharedCompatibilityProblems, versionProblems } from './shared-compat.mjs';

const release = {
  version: '1.1.0',
  exports: { './auth': ['LoginForm', 'useSession'] },
  pages: { 'mfe_oauth/OAuthConfigPage': '{ [key: string]: never }' },
};
const withVersion = (version, change = {}) => ({ ...release, version, ...change });

describe('versionProblems', () => {
  it('accepts the released API unchanged, and any later version of it', () => {
    assert.deepEqual(versionProblems(release, release), []);
    assert.deepEqual(versionProblems(release, withVersion('1.1.1')), []);
  });

  it('asks for a new major version when an export is removed', () => {
    const current = withVersion('1.2.0', { exports: { './auth': ['useSession'] } });
    assert.deepEqual(versionProblems(release, current), [
      '@bizcard/shared/auth no longer exports LoginForm: a breaking change needs shared 2.0.0',
    ]);
    assert.deepEqual(versionProblems(release, { ...current, version: '2.0.0' }), []);
  });

  it("asks for a new major version when a page's props change or the page goes", () => {
    const changed = withVersion('1.1.0', {
      pages: { 'mfe_oauth/OAuthConfigPage': '{ tenantId: string }' },
    });
    assert.deepEqual(versionProblems(release, changed), [
      'mfe_oauth/OAuthConfigPage takes { tenantId: string } instead of { [key: string]: never }: a breaking change needs shared 2.0.0',
    ]);
    assert.deepEqual(versionProblems(release, withVersion('1.3.0', { pages: {} })), [
      'the contract no longer declares mfe_oauth/OAuthConfigPage: a breaking change needs shared 2.0.0',
    ]);
  });

  it('asks for a new minor version when something is added at the released version', () => {
    const added = { exports: { './auth': ['LoginForm', 'useSession', 'SsoButton'] } };
    assert.deepEqual(versionProblems(release, withVersion('1.1.0', added)), [
      '@bizcard/shared/auth adds SsoButton: an addition needs shared 1.2.0',
    ]);
    assert.deepEqual(versionProblems(release, withVersion('1.2.0', added)), []);
  });

  it('refuses a version older than the last release', () => {
    assert.deepEqual(versionProblems(release, withVersion('1.0.0')), [
      'shared is 1.0.0, older than its last release 1.1.0 (shared/api-report.json)',
    ]);
  });
});

describe('inRange', () => {
  it('lets a caret range on 1.x take any later 1.x, and nothing else', () => {
    assert.equal(inRange('1.1.0', '^1.0.0'), true);
    assert.equal(inRange('1.0.0', '^1.1.0'), false);
    assert.equal(inRange('2.0.0', '^1.0.0'), false);
    assert.equal(inRange('0.2.0', '^0.1.0'), false);
    assert.equal(inRange('1.1.0', '1.1.0'), false);
  });
});

describe('sharedCompatibilityProblems', () => {
  it('finds the current shared fit to deploy with the shell and with a remote', async () => {
    assert.deepEqual(await sharedCompatibilityProblems('shell'), []);
    assert.deepEqual(await sharedCompatibilityProblems('mfe-oauth'), []);
  });
});
