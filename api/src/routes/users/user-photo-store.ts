import type { Queryable } from '../../db/database';
import type { CardAsset } from '../templates/card-images';
import { assetRef, referencedHashes } from '../templates/template-record';
import { dropUnusedAssets, findTemplate, insertAssets } from '../templates/template-store';

export interface EncodedPhoto {
  photo: CardAsset;
  vcard: CardAsset;
}

/**
 * Sets (or, with null, removes) a user's own photo, then drops the images nothing points to
 * any more. Answers the user's email, or null when the tenant has no such user. Runs in the
 * caller's transaction.
 */
export async function setUserPhoto(
  tx: Queryable,
  tenantId: string,
  userId: string,
  encoded: EncodedPhoto | null,
): Promise<string | null> {
  if (encoded) await insertAssets(tx, tenantId, [encoded.photo, encoded.vcard]);
  const photo = encoded ? { ...assetRef(encoded.photo), vcard: assetRef(encoded.vcard) } : null;
  const { rows } = await tx.query<{ email: string }>(
    `UPDATE end_users SET photo = $3::jsonb, updated_at = now()
     WHERE tenant_id = $1 AND id = $2 RETURNING email`,
    [tenantId, userId, photo === null ? null : JSON.stringify(photo)],
  );
  await dropUnreferencedImages(tx, tenantId);
  return rows[0]?.email ?? null;
}

/** Drops the tenant's images that neither its template nor any user's photo points to. */
export async function dropUnreferencedImages(tx: Queryable, tenantId: string): Promise<void> {
  const template = await findTemplate(tx, tenantId);
  await dropUnusedAssets(tx, tenantId, template ? referencedHashes(template) : []);
}
