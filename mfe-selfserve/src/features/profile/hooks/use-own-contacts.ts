import { listOwnContacts, useServerData } from '@bizcard/shared/api';

/** The signed-in end user's own contacts, newest first. */
export function useOwnContacts() {
  return useServerData((signal) => listOwnContacts(signal), []);
}
