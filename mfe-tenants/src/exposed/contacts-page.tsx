export { ContactsPage as default } from '../features/contacts/components/contacts-page';
