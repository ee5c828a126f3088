import { CARD_FIGURES_DAYS, OWN_PHOTO_MESSAGES, SELF_SERVE_MESSAGES } from '@bizcard/shared/model';
import { cardFiguresSchema, ownPhotoSchema } from '@bizcard/shared/schemas';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestActor } from '../../audit/audit-actor';
import { recordAudit } from '../../audit/record-audit';
import type { Queryable } from '../../db/database';
import { SIGNED_IN } from '../../docs/route-docs';
import { forbidden, notFound } from '../../errors';
import { requireSession } from '../../plugins/auth';
import { periodsEndingOn } from '../reports/report-period';
import { processPhoto } from '../templates/card-images';
import { USER_NOT_FOUND } from '../users/messages';
import { readPhoto } from '../users/photo-upload';
import { type EncodedPhoto, setUserPhoto } from '../users/user-photo-store';
import { cardCounts } from './card-figures-store';

/**
 * The signed-in end user, any tenant's (like 'Your card'). Their id and tenant come from the
 * session alone: no path or query names a card, so no request reaches another person's.
 * A deactivated person's session no longer loads (decision 037): 401 before this.
 */
function requireCardOwner(request: FastifyRequest) {
  const principal = requireSession(request);
  if (principal.type !== 'end_user') throw forbidden(SELF_SERVE_MESSAGES.endUsersOnly);
  const tenantId = principal.user.tenant_id;
  // Every end user has a tenant; the session's type allows none only for admins.
  if (!tenantId) throw notFound(USER_NOT_FOUND);
  return { userId: principal.id, tenantId };
}

/** The card's photo as its page shows it, or null when it shows the template's. */
async function ownPhotoUrl(q: Queryable, userId: string, publicAppUrl: string) {
  const { rows } = await q.query<{ hash: string | null; ext: string | null }>(
    "SELECT photo->>'hash' AS hash, photo->>'ext' AS ext FROM end_users WHERE id = $1",
    [userId],
  );
  const row = rows[0];
  if (!row) throw notFound(USER_NOT_FOUND);
  return row.hash ? `${publicAppUrl}/c/assets/${row.hash}.${row.ext}` : null;
}

/**
 * What a card's owner sees of their own card (issue 28 §5, decision 059): its figures over the
 * last 30 days, counted as Reports counts them, and their own photo, set and removed with the
 * admin path's checks and pipeline (decision 017).
 */
export async function cardOwnerRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  const { publicAppUrl } = app.config;
  const tags = ['Self-service'];

  const figures = {
    summary: "The signed-in end user's card: views, saves, scans, taps and contacts, 30 days",
    tags,
    security: SIGNED_IN,
    response: { 200: cardFiguresSchema },
  };
  app.get('/card/figures', { schema: figures }, async (request) => {
    const { userId, tenantId } = requireCardOwner(request);
    const { current } = periodsEndingOn(app.clock(), CARD_FIGURES_DAYS);
    const counts = await cardCounts(request.db, tenantId, userId, current);
    return { days: CARD_FIGURES_DAYS, ...current, ...counts };
  });

  const photo = (summary: string) => ({
    summary,
    tags,
    security: SIGNED_IN,
    response: { 200: ownPhotoSchema },
  });
  app.get('/card/photo', { schema: photo("The signed-in end user's own photo") }, (request) =>
    ownPhotoUrl(request.db, requireCardOwner(request).userId, publicAppUrl).then((url) => ({
      photo_url: url,
    })),
  );

  const save = async (request: FastifyRequest, encode: () => Promise<EncodedPhoto | null>) => {
    const { userId, tenantId } = requireCardOwner(request);
    // Encoded before the transaction opens, as the admin path does: libvips takes a while.
    const encoded = await encode();
    const found = await request.db.transaction(async (tx) => {
      // The update of end_users drops the tenant's cached card pages (decision 021).
      const email = await setUserPhoto(tx, tenantId, userId, encoded);
      if (!email) return false;
      await recordAudit(tx, {
        tenantId,
        ...requestActor(request),
        action: 'self_serve.update',
        target: email,
        message: encoded ? 'Own photo changed' : 'Own photo removed',
      });
      return true;
    });
    if (!found) throw notFound(USER_NOT_FOUND);
    return {
      photo_url: await ownPhotoUrl(request.db, userId, publicAppUrl),
      message: encoded ? OWN_PHOTO_MESSAGES.saved : OWN_PHOTO_MESSAGES.removed,
    };
  };
  app.post(
    '/card/photo',
    {
      schema: {
        ...photo("Sets the signed-in end user's photo (multipart `photo`, PNG or JPEG, 5 MB)"),
        consumes: ['multipart/form-data'],
      },
    },
    (request) => save(request, async () => processPhoto(await readPhoto(request))),
  );
  app.delete(
    '/card/photo',
    { schema: photo("Removes the signed-in end user's photo: the card shows the template's") },
    (request) => save(request, async () => null),
  );
}
