import { getCardFields, useServerData } from '@bizcard/shared/api';

/**
 * The signed-in end user's filled card fields, each shown or hidden; read again when `profile`
 * changes, since a saved profile may fill or empty a field.
 */
export function useCardFields(profile: unknown) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a saved profile is a reason to read again
  return useServerData((signal) => getCardFields(signal), [profile]);
}
