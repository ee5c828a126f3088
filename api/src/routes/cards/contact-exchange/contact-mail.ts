import type { ContactForm } from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { selfServeSignInUrl } from '../../../auth/links';
import { mail } from '../../../mail/templates';
import type { OutgoingMail } from '../../../plugins/mail';
import { visitorVCard, visitorVCardName } from './visitor-vcard';

export interface CardOwner {
  tenantId: string;
  endUserId: string;
  name: string;
  email: string;
}

const detailLines = (form: ContactForm) =>
  [
    `Name: ${form.name}`,
    form.email && `Email: ${form.email}`,
    form.phone && `Phone: ${form.phone}`,
    form.company && `Company: ${form.company}`,
    form.note && `Note: ${form.note}`,
  ].filter(Boolean);

export function newContactMail(
  signInUrl: string,
  owner: CardOwner,
  form: ContactForm,
): OutgoingMail {
  const message = mail(owner.email, {
    subject: `${form.name} shared their details with you`,
    heading: 'A new contact from your card',
    intro: `${form.name} visited your card and shared their details. ${detailLines(form).join('. ')}. Their vCard is attached.`,
    button: 'See your contacts',
    link: signInUrl,
    outro: 'They agreed that you may store their details to contact them.',
    recipient: { type: 'end_user', signInUrl },
  });
  return {
    ...message,
    attachments: [
      {
        filename: visitorVCardName(form),
        content: visitorVCard(form),
        contentType: 'text/vcard; charset=utf-8',
      },
    ],
  };
}

/** The mail telling the card's owner of the contact, ready to queue with it. */
export const contactMailFor = (app: FastifyInstance, owner: CardOwner, form: ContactForm) =>
  app.mailer.queueable(newContactMail(selfServeSignInUrl(app.config, owner.tenantId), owner, form));

/** After the answer: the mail queued with the contact goes out. */
export function sendContactMail(app: FastifyInstance): void {
  app.runAfterResponse('contact mail', () => app.mailer.deliverDue());
}
