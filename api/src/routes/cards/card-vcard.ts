import type { EndUserFields } from '@bizcard/shared/model';
import type { FastifyReply } from 'fastify';
import type { Queryable } from '../../db/database';
import { phoneRegion } from '../../phone';
import { findAsset } from '../templates/template-store';
import type { CardTemplate } from './card-template';
import { buildVCard, vcardFileName } from './vcard';

// The one way a vCard leaves the API: the card's `contact.vcf` and the designer's Add to
// Contacts (routes/templates/preview-vcard.ts) both answer through sendVCard, so a person
// downloads the same bytes from either.

/** A person as their vCard needs them: their fields and their tenant's country. */
export type VCardPerson = EndUserFields & { tenant_country: string | null };

/** The 256 px JPEG stored beside a card photo (the user's own or the template's), for PHOTO. */
export async function vcardPhoto(
  q: Queryable,
  photo: CardTemplate['profilePhoto'],
): Promise<Buffer | null> {
  const ref = photo?.vcard;
  return ref ? ((await findAsset(q, ref.hash))?.bytes ?? null) : null;
}

const contentDisposition = (fileName: string) => {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

export const VCARD = 'text/vcard; charset=utf-8';

/** The person's vCard as a `.vcf` attachment named after them. */
export const sendVCard = (reply: FastifyReply, person: VCardPerson, photoJpeg: Buffer | null) =>
  reply
    .type(VCARD)
    .header('content-disposition', contentDisposition(vcardFileName(person)))
    .send(buildVCard(person, phoneRegion(person.tenant_country), photoJpeg));
