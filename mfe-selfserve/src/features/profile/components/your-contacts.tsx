import type { Contact } from '@bizcard/shared/model';
import { Banner, Card, EmptyState, LoadFailed, Muted, Spinner } from '@bizcard/shared/ui';
import { memo, useState } from 'react';
import styled from 'styled-components';
import { useOwnContacts } from '../hooks/use-own-contacts';
import { YOUR_CONTACTS } from '../messages';
import { DeleteOwnContactModal } from './delete-own-contact-modal';
import { OwnContactItem } from './own-contact-item';

const Panel = styled(Card)`
  margin-top: ${({ theme }) => theme.space(6)};
  h2 {
    font-size: 16px;
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
  ul {
    list-style: none;
    margin: ${({ theme }) => `${theme.space(3)} 0 0`};
    padding: 0;
  }
`;

/**
 * The people who shared their details on this person's card, newest first, each deletable.
 * Memoised: typing in the profile form above re-renders the page, never this list.
 */
export const YourContacts = memo(function YourContacts() {
  const contacts = useOwnContacts();
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);

  const afterDelete = (contact: Contact) => {
    setDeleting(null);
    setDeleted(YOUR_CONTACTS.deleted(contact.name));
    contacts.update((data) => ({
      ...data,
      contacts: data.contacts.filter(({ id }) => id !== contact.id),
    }));
  };

  return (
    <Panel aria-labelledby="your-contacts-title">
      <h2 id="your-contacts-title">{YOUR_CONTACTS.title}</h2>
      <Muted>{YOUR_CONTACTS.intro}</Muted>
      {deleted && <Banner tone="success">{deleted}</Banner>}
      {contacts.status === 'loading' && <Spinner label={YOUR_CONTACTS.loading} />}
      {contacts.status === 'error' && (
        <LoadFailed message={YOUR_CONTACTS.loadFailed} onRetry={contacts.reload} />
      )}
      {contacts.status === 'ready' && contacts.data.contacts.length === 0 && (
        <EmptyState>{YOUR_CONTACTS.empty}</EmptyState>
      )}
      {contacts.status === 'ready' && contacts.data.contacts.length > 0 && (
        <ul>
          {contacts.data.contacts.map((contact) => (
            <OwnContactItem key={contact.id} contact={contact} onDelete={setDeleting} />
          ))}
        </ul>
      )}
      {deleting && (
        <DeleteOwnContactModal
          contact={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={afterDelete}
        />
      )}
    </Panel>
  );
});
