import type { SecretBox } from '../../auth/secret-box';
import type { Database } from '../../db/database';
import { secretContext } from './provider-record';

export interface ResealOutcome {
  /** Secrets sealed under an older key of the ring, now under the newest. */
  resealed: number;
  /** Secrets already under the newest key. */
  current: number;
}

interface SealedRow {
  id: string;
  tenant_id: string;
  provider_name: string;
  client_secret_sealed: string;
}

/**
 * Reseals every stored client secret under the newest key of `box`'s ring, in one transaction
 * across tenants: a secret that no key opens stops it before anything is written.
 */
export function resealProviderSecrets(db: Database, box: SecretBox): Promise<ResealOutcome> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<SealedRow>(
      `SELECT id, tenant_id, provider_name, client_secret_sealed FROM oauth_providers
       WHERE client_secret_sealed IS NOT NULL ORDER BY id FOR UPDATE`,
    );
    let resealed = 0;
    for (const row of rows) {
      if (box.sealedWithNewestKey(row.client_secret_sealed)) continue;
      const context = secretContext(row.tenant_id, row.provider_name);
      let plain: string;
      try {
        plain = box.open(row.client_secret_sealed, context);
      } catch {
        throw new Error(
          `the client secret of provider ${row.provider_name} of tenant ${row.tenant_id} opens under no key of SECRETS_KEY: add the key it was sealed with`,
        );
      }
      await tx.query('UPDATE oauth_providers SET client_secret_sealed = $2 WHERE id = $1', [
        row.id,
        box.seal(plain, context),
      ]);
      resealed += 1;
    }
    return { resealed, current: rows.length - resealed };
  }, 'all-tenants');
}
