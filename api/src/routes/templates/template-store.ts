import type { Queryable } from '../../db/database';
import type { CardAsset } from './card-images';
import { readRecord, referencedHashes, type TemplateRecord } from './template-record';

/** The tenant's template `templateId`, or its default one without an id (migration 033). */
export async function findTemplate(
  q: Queryable,
  tenantId: string,
  templateId: string | null = null,
): Promise<TemplateRecord | null> {
  const { rows } = await q.query<{ data: unknown }>(
    templateId
      ? 'SELECT data FROM card_templates WHERE tenant_id = $1 AND id = $2'
      : 'SELECT data FROM card_templates WHERE tenant_id = $1 AND is_default',
    templateId ? [tenantId, templateId] : [tenantId],
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
 * Saves the template (`templateId`, or the default one, made when the tenant has none) with its
 * new images in one transaction, and drops the tenant's images nothing points to any more.
 * False when `templateId` is not one of the tenant's templates.
 */
export async function saveTemplateRecord(
  q: Queryable,
  tenantId: string,
  adminId: string,
  record: TemplateRecord,
  assets: CardAsset[],
  templateId: string | null = null,
): Promise<boolean> {
  await insertAssets(q, tenantId, assets);
  const data = JSON.stringify(record);
  if (templateId) {
    const { rows } = await q.query(
      `UPDATE card_templates SET data = $3, updated_by = $4, updated_at = now()
        WHERE tenant_id = $1 AND id = $2 RETURNING id`,
      [tenantId, templateId, data, adminId],
    );
    if (rows.length === 0) return false;
  } else {
    await q.query(
      `INSERT INTO card_templates (tenant_id, data, updated_by) VALUES ($1, $2, $3)
       ON CONFLICT (tenant_id) WHERE is_default DO UPDATE
         SET data = EXCLUDED.data, updated_by = EXCLUDED.updated_by, updated_at = now()`,
      [tenantId, data, adminId],
    );
  }
  await dropUnusedAssets(q, tenantId, referencedHashes(record));
  return true;
}

/**
 * Drops the tenant's images that neither `templateHashes`, nor any of its saved templates, nor
 * any of its users' own photos point to (a cached card page may ask for one for up to a minute:
 * it then shows no image rather than an old one).
 */
export async function dropUnusedAssets(
  q: Queryable,
  tenantId: string,
  templateHashes: string[],
): Promise<void> {
  await q.query(
    `DELETE FROM card_assets a WHERE a.tenant_id = $1 AND NOT (a.hash = ANY($2::text[]))
       AND NOT EXISTS (SELECT 1 FROM end_users u WHERE u.tenant_id = $1 AND u.photo IS NOT NULL
         AND a.hash IN (u.photo->>'hash', u.photo->'vcard'->>'hash'))
       AND NOT EXISTS (SELECT 1 FROM card_templates t WHERE t.tenant_id = $1
         AND a.hash IN (t.data->'companyLogo'->>'hash', t.data->'profilePhoto'->>'hash',
                        t.data->'profilePhoto'->'vcard'->>'hash'))`,
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
