import type { Contact } from '@bizcard/shared/model';
import { Button, Muted, Table, TableFrame } from '@bizcard/shared/ui';
import { formatContactDate } from '../lib/format-contact-date';
import { MESSAGES } from '../messages';

const NONE = <Muted>—</Muted>;

interface ContactTableProps {
  contacts: readonly Contact[];
  onDelete: (contact: Contact) => void;
}

/** One page of contacts, newest first, each with its Delete. */
export function ContactTable({ contacts, onDelete }: ContactTableProps) {
  return (
    <TableFrame>
      <Table $stickyActions>
        <caption>{MESSAGES.caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Company</th>
            <th scope="col">Card owner</th>
            <th scope="col">Date</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {contacts.map((contact) => (
            <tr key={contact.id}>
              <td>{contact.name}</td>
              <td>{contact.email ?? NONE}</td>
              <td>{contact.company ?? NONE}</td>
              <td>{contact.owner.name}</td>
              <td>
                <time dateTime={contact.created_at}>{formatContactDate(contact.created_at)}</time>
              </td>
              <td>
                <Button
                  $variant="danger"
                  aria-label={`Delete ${contact.name}`}
                  onClick={() => onDelete(contact)}
                >
                  Delete
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableFrame>
  );
}
