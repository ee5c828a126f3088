import {
  type CsvUploadErrorResponse,
  type CsvUploadResponse,
  END_USER_FIELDS,
  type EndUserFields,
} from '@bizcard/shared/model';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** The id of a seeded tenant by name. */
export async function tenantIdOf(app: FastifyInstance, name: string): Promise<string> {
  const { rows } = await app.systemDb.query<{ id: string }>(
    'SELECT id FROM tenants WHERE name = $1',
    [name],
  );
  if (!rows[0]) throw new Error(`no tenant ${name}`);
  return rows[0].id;
}

/** A new, empty tenant (straight into the database: tests of users need not go through the API). */
export async function createTenant(app: FastifyInstance, name: string): Promise<string> {
  const { rows } = await app.systemDb.query<{ id: string }>(
    `INSERT INTO tenants (name, tenant_name, email, tenant_type)
     VALUES ($1, $2, 'owner@example.com', 'organization_managed') RETURNING id`,
    [name, name.toLowerCase().replace(/[^a-z0-9]+/g, '-')],
  );
  return rows[0]!.id;
}

export const usersUrl = (tenantId: string) => `/api/management/users/${tenantId}`;
export const exportUrl = (tenantId: string) => `/api/management/users/csv/getCSV/${tenantId}`;

export interface UploadOptions {
  cookie: string;
  fileName?: string;
  field?: string;
}

/** POSTs `content` as the multipart file field `csvFile` (or `field`). */
export function uploadCsv(
  app: FastifyInstance,
  tenantId: string,
  content: string | Uint8Array<ArrayBuffer>,
  { cookie, fileName = 'users.csv', field = 'csvFile' }: UploadOptions,
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  form.append(field, new Blob([content], { type: 'text/csv' }), fileName);
  return app.inject({
    method: 'POST',
    url: `${usersUrl(tenantId)}/csv/csv-upload`,
    payload: form,
    headers: { cookie },
  });
}

export const uploadResult = (response: LightMyRequestResponse) =>
  response.json<CsvUploadResponse>();
export const uploadErrors = (response: LightMyRequestResponse) =>
  response.json<CsvUploadErrorResponse>();

/** Rows of a CSV text as Papa would give them, without a BOM. */
export const HEADER_MIN = 'first_name,last_name,email';

/** A CSV of `count` valid users (name, email, title), small enough for 100,000 rows. */
export function manyUsersCsv(count: number, emailPrefix = 'user'): string {
  const rows = Array.from(
    { length: count },
    (_, i) => `Pat,Person${i},${emailPrefix}${i}@example.com,Engineer`,
  );
  return `${HEADER_MIN},title\n${rows.join('\n')}\n`;
}

/** Every field of the registry empty: fixtures start from it so a new field needs no edit. */
export const blankEndUserFields = (): EndUserFields =>
  Object.fromEntries(
    END_USER_FIELDS.map((field) => [
      field.wire,
      field.input === 'addresses' ? [] : field.input === 'switch' ? true : null,
    ]),
  ) as unknown as EndUserFields;
