import { deleteContact, useConfirmedAction } from '@bizcard/shared/api';
import type { Contact } from '@bizcard/shared/model';
import { ConfirmModal } from '@bizcard/shared/ui';
import { MESSAGES } from '../messages';

interface DeleteContactModalProps {
  tenantId: string;
  contact: Contact;
  onClose: () => void;
  onDeleted: (contact: Contact) => void;
}

/** Asks before deleting a contact; the server's refusal shows here. */
export function DeleteContactModal({
  tenantId,
  contact,
  onClose,
  onDeleted,
}: DeleteContactModalProps) {
  const confirmed = useConfirmedAction(async () => {
    await deleteContact(tenantId, contact.id);
    onDeleted(contact);
  });

  const question = (
    <>
      Are you sure you want to delete the contact <strong>{contact.name}</strong>
      {contact.email ? ` (${contact.email})` : ''}, sent to {contact.owner.name}? This action cannot
      be undone.
    </>
  );
  return (
    <ConfirmModal
      title={MESSAGES.deleteTitle}
      question={question}
      confirmLabel={['Delete', 'Deleting...']}
      {...confirmed}
      onClose={onClose}
    />
  );
}
