import { deleteOwnContact, useConfirmedAction } from '@bizcard/shared/api';
import type { Contact } from '@bizcard/shared/model';
import { ConfirmModal } from '@bizcard/shared/ui';
import { YOUR_CONTACTS } from '../messages';

interface DeleteOwnContactModalProps {
  contact: Contact;
  onClose: () => void;
  onDeleted: (contact: Contact) => void;
}

/** Asks before an end user deletes one of their own contacts. */
export function DeleteOwnContactModal({ contact, onClose, onDeleted }: DeleteOwnContactModalProps) {
  const confirmed = useConfirmedAction(async () => {
    await deleteOwnContact(contact.id);
    onDeleted(contact);
  });

  const question = (
    <>
      Are you sure you want to delete the contact <strong>{contact.name}</strong>
      {contact.email ? ` (${contact.email})` : ''}? This action cannot be undone.
    </>
  );
  return (
    <ConfirmModal
      title={YOUR_CONTACTS.deleteTitle}
      question={question}
      confirmLabel={['Delete', 'Deleting...']}
      {...confirmed}
      onClose={onClose}
    />
  );
}
