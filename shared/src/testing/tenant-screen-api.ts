import { configureApi } from '@bizcard/shared/api';
import { useSelectedTenantStore } from '@bizcard/shared/stores';
import nock from 'nock';
import { ACME } from './tenants';

/** The API origin that component tests answer with nock. */
export const TEST_API = 'http://localhost';

/**
 * For the component tests of a tenant's screen: the API at TEST_API answered only by nock,
 * Acme selected before each test, and every unanswered reply and spy dropped after it.
 */
export function setUpTenantScreenApi({ beforeEachTest }: { beforeEachTest?: () => void } = {}) {
  // Forms of many labelled fields render and query slowly in jsdom on a busy 2-core runner.
  jest.setTimeout(20_000);
  beforeAll(() => {
    configureApi({ baseUrl: TEST_API });
    nock.disableNetConnect();
  });
  beforeEach(() => {
    beforeEachTest?.();
    useSelectedTenantStore.setState({ selectedTenant: ACME });
  });
  afterEach(() => {
    nock.cleanAll();
    jest.restoreAllMocks();
  });
  afterAll(() => nock.enableNetConnect());
}
