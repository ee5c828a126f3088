import { type DirectoryField, MAPPABLE_FIELDS, SELF_SERVE_MESSAGES } from '@bizcard/shared/model';
import { displayPhone } from '@bizcard/shared/phone';
import { yourCardReplySchema } from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SIGNED_IN } from '../../docs/route-docs';
import { forbidden, notFound } from '../../errors';
import { requireSession } from '../../plugins/auth';
import { USER_NOT_FOUND } from '../users/messages';

type CardRow = Record<string, string | null> & {
  card_slug: string;
  tenant: string;
  directory_fields: string[] | null;
  directory_synced_at: Date | null;
  provider: string | null;
};

const shownValue = (input: string, value: string) =>
  input === 'tel' ? displayPhone(value) : value;

/** What the directory set at the last single sign-on, in the registry's order. */
function directoryFields(row: CardRow): DirectoryField[] {
  const names = new Set(row.directory_fields ?? []);
  return MAPPABLE_FIELDS.filter((field) => names.has(field.wire) && row[field.wire]).map(
    (field) => {
      const value = row[field.wire] as string;
      // Phones as the card shows them; stored as E.164 (shared phone).
      return { wire: field.wire, label: field.label, value: shownValue(field.input, value) };
    },
  );
}

/**
 * GET /api/self-serve/card: any signed-in end user's own card, and what their directory filled
 * in. Unlike the profile (user-managed tenants only), this is every end user's: people signed
 * in through their organisation see their card here, read-only.
 */
export async function yourCardRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const yourCard = {
    summary: "Any signed-in end user's own card, and what their directory filled in (read-only)",
    tags: ['Self-service'],
    security: SIGNED_IN,
    response: { 200: yourCardReplySchema },
  };
  app.get('/card', { schema: yourCard }, async (request) => {
    const principal = requireSession(request);
    if (principal.type !== 'end_user') throw forbidden(SELF_SERVE_MESSAGES.endUsersOnly);
    const columns = MAPPABLE_FIELDS.map((field) => `u.${field.wire}`).join(', ');
    const { rows } = await request.db.query<CardRow>(
      `SELECT ${columns}, u.email, u.card_slug, u.directory_fields, u.directory_synced_at,
         t.name AS tenant, p.display_name AS provider
       FROM end_users u JOIN tenants t ON t.id = u.tenant_id
       LEFT JOIN oauth_providers p ON p.id = u.directory_provider_id
       WHERE u.id = $1`,
      [principal.id],
    );
    const row = rows[0];
    if (!row) throw notFound(USER_NOT_FOUND);
    const card = `${app.config.publicAppUrl}/c/${row.card_slug}`;
    return {
      first_name: row.first_name ?? '',
      last_name: row.last_name ?? '',
      email: row.email ?? '',
      tenant: row.tenant,
      card_url: card,
      qr_url: `${card}/qr.png`,
      vcard_url: `${card}/contact.vcf`,
      directory: {
        provider: row.provider,
        synced_at: row.directory_synced_at ? new Date(row.directory_synced_at).toISOString() : null,
        fields: directoryFields(row),
      },
    };
  });
}
