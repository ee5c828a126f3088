import { SELF_SERVE_FIELDS, type SelfServeUserInfo, selfServeReadName } from '../model/self-serve';

const EMPTY_FIELDS = Object.fromEntries(
  SELF_SERVE_FIELDS.map((field) => [
    selfServeReadName(field),
    field.input === 'addresses' ? [] : null,
  ]),
);

/**
 * A self-serve record as the API answers it: every registry field (null, no addresses) under
 * its read name, then `over`. Replies are checked against their schema in tests, so a fixture
 * needs every field.
 */
export const makeSelfServeInfo = (over: Partial<SelfServeUserInfo> = {}): SelfServeUserInfo =>
  ({
    ...EMPTY_FIELDS,
    id: 'end-user-1',
    tenant_id: 'tenant-1',
    embedded_url: 'http://localhost:8080/c/person',
    qr_code: 'http://localhost:8080/c/person/qr.png',
    ...over,
  }) as SelfServeUserInfo;
