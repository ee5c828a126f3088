import { deleteOAuthProvider } from '@bizcard/shared/api';
import type { OAuthProviderConfig } from '@bizcard/shared/model';
import { useState } from 'react';
import { MESSAGES } from '../messages';

/** Spec §7: asks with the browser's confirm dialog, deletes, then `onDeleted` (a reload). */
export function useDeleteProvider(tenantId: string, onDeleted: () => void) {
  const [error, setError] = useState<string | null>(null);

  const remove = async (config: OAuthProviderConfig) => {
    if (!window.confirm(MESSAGES.confirmDelete(config.display_name))) return;
    setError(null);
    try {
      await deleteOAuthProvider(tenantId, config.provider_name);
      onDeleted();
    } catch {
      setError(MESSAGES.deleteFailed);
    }
  };

  return { remove, error };
}
