import type { Queryable } from '../../db/database';
import type { CardAsset } from './card-images';
import { readRecord, referencedHashes, type TemplateRecord } from './template-record';

export async function findTemplate(q: Queryable, tenantId: string): Promise<TemplateRecord | null> {
  const { rows } = await q.query<{ data: unknown }>(
    'SELECT data FROM card_templates WHERE tenant_id = $1',
    [tenantId],
  );
  return rows[0] ? readRecord(rows[0].data) : null;
}

export async function assetExists(q: Queryable, tenantId: string, hash: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM card_assets WHERE tenant_id = $1 AND hash = $2', [
    tenantId,
    hash,
  ]);
  return rows.length > 0;
}

/**
 * Saves the template with its new images in one transaction, and drops the tenant's images
 * nothing points to any more.
 */
export async function saveTemplateRecord(
  q: Queryable,
  tenantId: string,
  adminId: string,
  record: TemplateRecord,
  assets: CardAsset[],
): Promise<void> {
  await insertAssets(q, tenantId, assets);
  await q.query(
    `INSERT INTO card_templates (tenant_id, data, updated_by) VALUES ($1, $2, $3)
     ON CONFLICT (tenant_id) DO UPDATE
       SET data = EXCLUDED.data, updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [tenantId, JSON.stringify(record), adminId],
  );
  await dropUnusedAssets(q, tenantId, referencedHashes(record));
}

/**
 * Drops the tenant's images that neither its template (`templateHashes`) nor any of its users'
 * own photos point to (a cached card page may ask for one for up to a minute: it then shows
 * no image rather than an old one).
 */
export async function dropUnusedAssets(
  q: Queryable,
  tenantId: string,
  templateHashes: string[],
): Promise<void> {
  await q.query(
    `DELETE FROM card_assets a WHERE a.tenant_id = $1 AND NOT (a.hash = ANY($2::text[]))
       AND NOT EXISTS (SELECT 1 FROM end_users u WHERE u.tenant_id = $1 AND u.photo IS NOT NULL
         AND a.hash IN (u.photo->>'hash', u.photo->'vcard'->>'hash'))`,
    [tenantId, templateHashes],
  );
}

/** Stores re-encoded images; the same bytes are kept once per tenant. */
export async function insertAssets(q: Queryable, tenantId: string, assets: CardAsset[]) {
  for (const asset of assets) {
    await q.query(
      `INSERT INTO card_assets (tenant_id, hash, media_type, bytes) VALUES ($1, $2, $3, $4)
       ON CONFLICT (tenant_id, hash) DO NOTHING`,
      [tenantId, asset.hash, asset.mediaType, asset.bytes],
    );
  }
}

/** A card asset by its address; any tenant's, since card pages are public. */
export async function findAsset(
  q: Queryable,
  hash: string,
): Promise<{ media_type: string; bytes: Buffer } | null> {
  const { rows } = await q.query<{ media_type: string; bytes: Uint8Array }>(
    'SELECT media_type, bytes FROM card_assets WHERE hash = $1 LIMIT 1',
    [hash],
  );
  const row = rows[0];
  return row ? { media_type: row.media_type, bytes: Buffer.from(row.bytes) } : null;
}
