import type { Contact } from '@bizcard/shared/model';
import { Banner, EmptyState, LoadFailed, Spinner } from '@bizcard/shared/ui';
import { useState } from 'react';
import { PageNav } from '../../../components/page-nav';
import { useContacts } from '../hooks/use-contacts';
import { useContactsExport } from '../hooks/use-contacts-export';
import { MESSAGES } from '../messages';
import { ContactTable } from './contact-table';
import { ContactsToolbar } from './contacts-toolbar';
import { DeleteContactModal } from './delete-contact-modal';

/** The search, one page of the tenant's contacts, the paging, Export CSV and Delete. */
export function ContactsView({ tenantId }: { tenantId: string }) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const contacts = useContacts(tenantId, q, page);
  const contactsExport = useContactsExport(tenantId);

  const search = (text: string) => {
    setQ(text);
    setPage(1);
    setDeleted(null);
  };
  const afterDelete = (contact: Contact) => {
    setDeleting(null);
    setDeleted(MESSAGES.deleted(contact.name));
    // The last row of a later page gone: that page no longer exists, show the one before.
    const lastOnPage = contacts.status === 'ready' && contacts.data.contacts.length === 1;
    if (lastOnPage && page > 1) setPage(page - 1);
    else contacts.reload();
  };

  return (
    <>
      <ContactsToolbar
        onSearch={search}
        exporting={contactsExport.exporting}
        onExport={() => void contactsExport.run()}
      />
      {deleted && <Banner tone="success">{deleted}</Banner>}
      {contactsExport.failure && <Banner tone="error">{contactsExport.failure}</Banner>}
      {contacts.status === 'loading' && <Spinner label={MESSAGES.loading} />}
      {contacts.status === 'error' && (
        <LoadFailed message={MESSAGES.loadFailed} onRetry={contacts.reload} />
      )}
      {contacts.status === 'ready' && contacts.data.contacts.length === 0 && (
        <EmptyState>{q ? MESSAGES.noMatch : MESSAGES.empty}</EmptyState>
      )}
      {contacts.status === 'ready' && contacts.data.contacts.length > 0 && (
        <>
          <ContactTable contacts={contacts.data.contacts} onDelete={setDeleting} />
          <PageNav
            label="Contact pages"
            count={MESSAGES.count(contacts.data.total)}
            page={contacts.data.page}
            pages={Math.max(1, Math.ceil(contacts.data.total / contacts.data.page_size))}
            onPage={setPage}
          />
        </>
      )}
      {deleting && (
        <DeleteContactModal
          tenantId={tenantId}
          contact={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={afterDelete}
        />
      )}
    </>
  );
}
