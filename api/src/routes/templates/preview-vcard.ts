import { SAMPLE_PERSON } from '@bizcard/shared/model';
import { previewVCardFormSchema } from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { fileReply } from '../../docs/file-reply';
import { SIGNED_IN } from '../../docs/route-docs';
import { notFound } from '../../errors';
import { requireSuperAdmin } from '../../plugins/auth';
import { isUuid } from '../../validation';
import { findCard } from '../cards/card-store';
import type { CardTemplate } from '../cards/card-template';
import { sendVCard, VCARD, type VCardPerson, vcardPhoto } from '../cards/card-vcard';
import { USER_NOT_FOUND } from '../users/messages';
import { existingTenantId } from './existing-tenant';
import { ONLY_SUPER_ADMINS, TEMPLATE_TAGS } from './messages';
import { type ImageInput, readTemplateForm } from './read-template-form';
import { encodeImages, resolveImages } from './template-images';
import { findTemplate } from './template-store';

interface PreviewPerson {
  person: VCardPerson;
  /** The person's own photo: it comes before the template's, as on their card. */
  ownPhoto: CardTemplate['profilePhoto'];
}

async function previewPerson(
  q: Queryable,
  tenantId: string,
  endUserId: string | undefined,
): Promise<PreviewPerson> {
  if (!endUserId) {
    const { rows } = await q.query<{ country: string | null }>(
      'SELECT country FROM tenants WHERE id = $1',
      [tenantId],
    );
    return {
      person: { ...SAMPLE_PERSON, tenant_country: rows[0]?.country ?? null },
      ownPhoto: null,
    };
  }
  if (!isUuid(endUserId)) throw notFound(USER_NOT_FOUND);
  const { rows } = await q.query<{ card_slug: string; photo: CardTemplate['profilePhoto'] }>(
    'SELECT card_slug, photo FROM end_users WHERE id = $1 AND tenant_id = $2',
    [endUserId, tenantId],
  );
  const card = rows[0] ? await findCard(q, rows[0].card_slug) : null;
  if (!card) throw notFound(USER_NOT_FOUND);
  return { person: card.user, ownPhoto: rows[0]!.photo };
}

/**
 * The vCard JPEG of the photo the draft would save: the saved one, none, or a new upload
 * encoded exactly as the save encodes it, so the bytes are those the card will serve.
 */
async function draftPhoto(q: Queryable, tenantId: string, photo: ImageInput) {
  const encoded = await encodeImages({ companyLogo: { kind: 'keep' }, profilePhoto: photo });
  const images = await resolveImages(q, tenantId, await findTemplate(q, tenantId), encoded);
  const ref = images.profilePhoto?.vcard;
  const uploaded = images.assets.find((asset) => asset.hash === ref?.hash);
  return uploaded ? uploaded.bytes : vcardPhoto(q, images.profilePhoto);
}

/**
 * The designer's Add to Contacts: `POST .../templates/vcard`, multipart {tenantId, endUserId
 * (none: the sample person), profilePhoto as the save takes it}. The card's own writer, so the
 * file is byte for byte the one the person's card serves with this template.
 */
export function previewVCardRoute(app: FastifyInstance): void {
  const schema = {
    summary: "The previewed person's vCard as their card would serve it (super admins)",
    tags: TEMPLATE_TAGS,
    security: SIGNED_IN,
    consumes: ['multipart/form-data'],
    body: previewVCardFormSchema,
    response: { 200: fileReply('The .vcf attachment', [VCARD]) },
  };
  app.post('/vcard', { schema }, async (request, reply) => {
    requireSuperAdmin(request, ONLY_SUPER_ADMINS);
    const form = await readTemplateForm(request);
    const tenantId = await existingTenantId(request.db, form.fields.tenantId?.trim());
    const { person, ownPhoto } = await previewPerson(
      request.db,
      tenantId,
      form.fields.endUserId?.trim(),
    );
    const photo = ownPhoto
      ? await vcardPhoto(request.db, ownPhoto)
      : await draftPhoto(request.db, tenantId, form.profilePhoto);
    return sendVCard(reply.header('cache-control', 'no-store'), person, photo);
  });
}
