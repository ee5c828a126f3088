import {
  contactDeletedSchema,
  ownContactPathSchema,
  ownContactsSchema,
} from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActor } from '../../audit/audit-actor';
import { SIGNED_IN } from '../../docs/route-docs';
import { contactNotFound, requireContactOwner, validContactId } from './contact-access';
import { recordContactDelete } from './contact-audit';
import { deleteContact, findContact, ownContacts } from './contact-store';

const tags = ['Self-service'];

/** The signed-in end user's own contacts: what visitors of their card sent them. */
export async function selfServeContactRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const list = {
    summary: "The signed-in end user's own contacts, newest first",
    tags,
    security: SIGNED_IN,
    response: { 200: ownContactsSchema },
  };
  app.get('/', { schema: list }, async (request) => {
    const principal = requireContactOwner(request);
    return { success: true as const, contacts: await ownContacts(request.db, principal.id) };
  });

  const remove = {
    summary: 'Deletes one of the signed-in end user’s own contacts',
    tags,
    security: SIGNED_IN,
    params: ownContactPathSchema,
    response: { 200: contactDeletedSchema },
  };
  app.delete('/:contactId', { schema: remove }, async (request) => {
    const principal = requireContactOwner(request);
    const { contactId } = request.params;
    const contact = validContactId(contactId) ? await findContact(request.db, contactId) : null;
    if (!contact || contact.owner.end_user_id !== principal.id) throw contactNotFound();
    await request.db.transaction(async (tx) => {
      await deleteContact(tx, contact.id);
      await recordContactDelete(tx, auditActor(principal), contact);
    });
    return { success: true as const, deleted: 1 as const };
  });
}
