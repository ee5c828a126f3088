import {
  TICKET_PRIORITY_LABELS,
  type Ticket,
  type TicketPerson,
  ticketPagePath,
} from '@bizcard/shared/model';
import type { FastifyInstance } from 'fastify';
import { appUrl, selfServeSignInUrl } from '../../auth/links';
import { type MailRecipient, mail } from '../../mail/templates';
import type { OutgoingMail } from '../../plugins/mail';
import type { TicketActor } from './ticket-people';

/** A reply quoted in a mail is cut here; the ticket page has the whole of it. */
const QUOTE_MAX = 1000;

const quote = (text: string) => (text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX)}…` : text);

interface Reader {
  email: string;
  /** Where the mail's button leads: the ticket page, or an end user's self-serve sign-in. */
  link: string;
  recipient: MailRecipient;
}

/**
 * Who hears of a new ticket or a reply: the other side. The customer's side writes to every
 * super admin; support writes to the ticket's creator and the tenant's client admins. The
 * writer never mails themself. An end user who opened a ticket cannot open the dashboard's
 * ticket page: their mail quotes the reply and leads to their self-serve sign-in.
 */
async function otherSide(app: FastifyInstance, ticket: Ticket, actor: TicketActor) {
  const { rows } =
    actor.side === 'customer'
      ? await app.systemDb.query<{ email: string }>(
          "SELECT email FROM admin_users WHERE role = 'superAdmin' ORDER BY email",
        )
      : await app.systemDb.query<{ email: string }>(
          `SELECT email FROM admin_users WHERE tenant_id = $1 AND role IN ('clientAdmin', 'admin')
           ORDER BY email`,
          [ticket.tenant_id],
        );
  const link = appUrl(app.config, ticketPagePath(ticket.id)).toString();
  const readers: Reader[] = rows.map(({ email }) => ({
    email,
    link,
    recipient: { type: 'admin' },
  }));
  const creator = ticket.created_by;
  if (actor.side === 'support' && ticket.created_by_side === 'customer') {
    if (creator.kind === 'end_user') {
      const signInUrl = selfServeSignInUrl(app.config, ticket.tenant_id);
      readers.unshift({
        email: creator.email,
        link: signInUrl,
        recipient: { type: 'end_user', signInUrl },
      });
    } else {
      readers.unshift({ email: creator.email, link, recipient: { type: 'admin' } });
    }
  }
  const seen = new Set([actor.person.email]);
  return readers.filter((reader) => !seen.has(reader.email) && seen.add(reader.email));
}

const buttonOf = (reader: Reader) =>
  reader.recipient.type === 'admin' ? 'Open ticket' : 'Sign in';
const outroOf = (reader: Reader) =>
  reader.recipient.type === 'admin'
    ? 'Reply on the ticket page; the other side hears of each reply by email.'
    : 'To tell us more, sign in and report a problem again, naming this ticket.';

const who = (person: TicketPerson, ticket: Ticket, actor: TicketActor) =>
  actor.side === 'support' ? `${person.name} (support)` : `${person.name} of ${ticket.tenant_name}`;

function newTicketMail(reader: Reader, ticket: Ticket, actor: TicketActor): OutgoingMail {
  return mail(reader.email, {
    subject: `New support ticket ${ticket.number}: ${ticket.subject}`,
    heading: `New support ticket ${ticket.number}`,
    intro: `${who(actor.person, ticket, actor)} opened ${ticket.number} "${ticket.subject}" (priority ${TICKET_PRIORITY_LABELS[ticket.priority]}): ${quote(ticket.description)}`,
    button: buttonOf(reader),
    link: reader.link,
    outro: outroOf(reader),
    recipient: reader.recipient,
  });
}

function replyMail(reader: Reader, ticket: Ticket, body: string, actor: TicketActor): OutgoingMail {
  return mail(reader.email, {
    subject: `Reply on ${ticket.number}: ${ticket.subject}`,
    heading: `New reply on ${ticket.number}`,
    intro: `${who(actor.person, ticket, actor)} replied: ${quote(body)}`,
    button: buttonOf(reader),
    link: reader.link,
    outro: outroOf(reader),
    recipient: reader.recipient,
  });
}

/** After the answer: the other side hears of a new ticket. */
export function mailNewTicket(app: FastifyInstance, ticket: Ticket, actor: TicketActor): void {
  app.runAfterResponse('ticket mail', async () => {
    for (const reader of await otherSide(app, ticket, actor)) {
      await app.mailer.send(newTicketMail(reader, ticket, actor));
    }
  });
}

/** After the answer: the other side hears of a reply. */
export function mailReply(
  app: FastifyInstance,
  ticket: Ticket,
  body: string,
  actor: TicketActor,
): void {
  app.runAfterResponse('ticket reply mail', async () => {
    for (const reader of await otherSide(app, ticket, actor)) {
      await app.mailer.send(replyMail(reader, ticket, body, actor));
    }
  });
}
