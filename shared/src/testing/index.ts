// Fixtures for the tests of every workspace. Only test files import this entry, so it never
// reaches a bundle; a new entity's fixtures go here rather than into one app's test-utils.

export { signInAsAdmin } from './admins';
export { captureDownloads, type SavedDownload } from './downloads';
export { makeOAuthConfig } from './oauth-providers';
export { makeSelfServeInfo } from './self-serve';
export { setUpTenantScreenApi, TEST_API } from './tenant-screen-api';
export { ACME, GLOBEX, makeTenant } from './tenants';
