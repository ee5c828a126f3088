import {
  CARD_PAGE_LANGUAGE_NAMES,
  type CardPageLanguage,
  type CardPageSettings,
} from '@bizcard/shared/model';
import { cardPageSettingsSchema, tenantIdParamsSchema } from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActor } from '../../audit/audit-actor';
import { recordAudit } from '../../audit/record-audit';
import type { Queryable } from '../../db/database';
import { SIGNED_IN } from '../../docs/route-docs';
import { notFound, TENANT_NOT_FOUND } from '../../errors';
import { requireSuperAdmin } from '../../plugins/auth';
import { isUuid, parseBody } from '../../validation';

const ONLY_SUPER_ADMINS = "Only super admins can change a tenant's card pages";
const tags = ['Tenants'];

interface SettingsRow {
  name: string;
  card_indexable: boolean;
  card_language: CardPageLanguage;
}

async function readSettings(q: Queryable, id: string): Promise<SettingsRow | null> {
  if (!isUuid(id)) return null;
  const { rows } = await q.query<SettingsRow>(
    'SELECT name, card_indexable, card_language FROM tenants WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

const settingsOf = (row: SettingsRow): CardPageSettings => ({
  indexable: row.card_indexable,
  language: row.card_language,
});

const auditMessage = ({ indexable, language }: CardPageSettings) =>
  `Card pages ${indexable ? 'may be indexed' : 'not indexed'} by search engines; default language ${CARD_PAGE_LANGUAGE_NAMES[language]}`;

/**
 * A tenant's card page settings (decision 050): whether search engines may index its cards,
 * and their language for visitors who ask for none the page has. Super admins, as the
 * template the cards are drawn with. Migration 016's trigger drops the tenant's cached pages.
 */
export async function cardPageSettingsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = (summary: string) => ({
    summary,
    tags,
    security: SIGNED_IN,
    params: tenantIdParamsSchema,
    response: { 200: cardPageSettingsSchema },
  });

  app.get(
    '/:id/card-page-settings',
    { schema: schema("A tenant's card page settings (super admins)") },
    async (request) => {
      requireSuperAdmin(request, ONLY_SUPER_ADMINS);
      const row = await readSettings(request.db, request.params.id);
      if (!row) throw notFound(TENANT_NOT_FOUND);
      return settingsOf(row);
    },
  );

  app.put(
    '/:id/card-page-settings',
    {
      schema: {
        ...schema("Sets a tenant's card page settings (super admins)"),
        body: cardPageSettingsSchema,
      },
    },
    async (request) => {
      const admin = requireSuperAdmin(request, ONLY_SUPER_ADMINS);
      const settings = parseBody(cardPageSettingsSchema, request.body);
      const { id } = request.params;
      return request.db.transaction(async (tx) => {
        const before = await readSettings(tx, id);
        if (!before) throw notFound(TENANT_NOT_FOUND);
        await tx.query('UPDATE tenants SET card_indexable = $2, card_language = $3 WHERE id = $1', [
          id,
          settings.indexable,
          settings.language,
        ]);
        await recordAudit(tx, {
          tenantId: id,
          ...auditActor(admin),
          action: 'tenant.card_page_settings',
          target: before.name,
          message: auditMessage(settings),
        });
        return settings;
      });
    },
  );
}
