import {
  CARD_FIELDS,
  CARD_VISIBILITY_MESSAGES,
  END_USER_FIELDS,
  TEMPLATE_ASSIGNMENT_MESSAGES,
} from '@bizcard/shared/model';
import {
  cardFieldsReplySchema,
  cardFieldsSavedSchema,
  cardFieldUpdateSchema,
} from '@bizcard/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestActor } from '../../audit/audit-actor';
import { recordAudit } from '../../audit/record-audit';
import type { Queryable } from '../../db/database';
import { SIGNED_IN } from '../../docs/route-docs';
import { forbidden, notFound } from '../../errors';
import { parseBody } from '../../validation';
import { cardFieldVisibility } from '../cards/card-visibility';
import { lockedFieldsOf } from '../templates/field-locks';
import { USER_NOT_FOUND } from '../users/messages';

export interface CardFieldRouteOptions {
  /** The profile's guard: the signed-in end user of a user-managed tenant (index.ts). */
  requireSelfServeUser: (
    request: FastifyRequest,
  ) => Promise<{ userId: string; tenant: { id: string } }>;
}

type CardFieldsRow = Record<string, unknown> & { email: string; hidden_card_fields: string[] };

const COLUMNS = CARD_FIELDS.map((field) => field.wire).join(', ');

/** The person's card fields and what they hide; RLS keeps the read inside their tenant. */
async function readCardFields(db: Queryable, userId: string): Promise<CardFieldsRow> {
  const { rows } = await db.query<CardFieldsRow>(
    `SELECT ${COLUMNS}, hidden_card_fields FROM end_users WHERE id = $1`,
    [userId],
  );
  if (!rows[0]) throw notFound(USER_NOT_FOUND);
  return rows[0];
}

/** A field the person's template locks (decision 056) is the company's: shown, not hideable. */
const fieldsOf = (row: CardFieldsRow, locked: readonly string[]) =>
  cardFieldVisibility(row, { hidden: row.hidden_card_fields, locked });

const labelOf = (wire: string) =>
  END_USER_FIELDS.find((field) => field.wire === wire)?.label ?? wire;

/**
 * GET and PATCH /api/self-serve/card-fields (decision 058): the signed-in end user of a
 * user-managed tenant chooses which of their details their public card shows. The person
 * comes from the session alone, as for the profile.
 */
export async function cardFieldRoutes(
  fastify: FastifyInstance,
  { requireSelfServeUser }: CardFieldRouteOptions,
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Self-service'];

  const read = {
    summary: "The signed-in end user's filled card fields, each shown on their card or hidden",
    tags,
    security: SIGNED_IN,
    response: { 200: cardFieldsReplySchema },
  };
  app.get('/card-fields', { schema: read }, async (request) => {
    const { userId, tenant } = await requireSelfServeUser(request);
    const locked = await lockedFieldsOf(request.db, tenant.id, userId);
    return { fields: fieldsOf(await readCardFields(request.db, userId), locked) };
  });

  const update = {
    summary: 'The signed-in end user shows or hides one field on their card; name and email stay',
    tags,
    security: SIGNED_IN,
    body: cardFieldUpdateSchema,
    response: { 200: cardFieldsSavedSchema },
  };
  app.patch('/card-fields', { schema: update }, async (request) => {
    const { userId, tenant } = await requireSelfServeUser(request);
    const { field, shown } = parseBody(cardFieldUpdateSchema, request.body);
    const label = labelOf(field);
    const locked = await lockedFieldsOf(request.db, tenant.id, userId);
    if (locked.includes(field)) throw forbidden(TEMPLATE_ASSIGNMENT_MESSAGES.locked(label));
    const row = await request.db.transaction(async (tx) => {
      // One field added or removed in the statement itself: two tabs cannot undo each other.
      const { rows } = await tx.query<CardFieldsRow>(
        `UPDATE end_users
            SET hidden_card_fields = CASE WHEN $2::boolean
                  THEN array_remove(hidden_card_fields, $1::text)
                  ELSE array_append(array_remove(hidden_card_fields, $1::text), $1::text) END
          WHERE id = $3 AND tenant_id = $4
          RETURNING ${COLUMNS}, hidden_card_fields`,
        [field, shown, userId, tenant.id],
      );
      const saved = rows[0];
      if (!saved) return null;
      await recordAudit(tx, {
        tenantId: tenant.id,
        ...requestActor(request),
        action: 'self_serve.card_fields',
        target: saved.email,
        message: `${label} ${shown ? 'shown on' : 'hidden from'} own card`,
      });
      return saved;
    });
    if (!row) throw notFound(USER_NOT_FOUND);
    const message = shown
      ? CARD_VISIBILITY_MESSAGES.shownSaved(label)
      : CARD_VISIBILITY_MESSAGES.hiddenSaved(label);
    return { message, fields: fieldsOf(row, locked) };
  });
}
