import { createOAuthProvider, serverMessage, updateOAuthProvider } from '@bizcard/shared/api';
import type { OAuthCatalogueEntry, OAuthProviderConfig } from '@bizcard/shared/model';
import { useState } from 'react';
import { checkProviderForm, type FormError } from '../lib/check-provider-form';
import type { ProviderFormValues } from '../lib/provider-form-values';
import { MESSAGES } from '../messages';

/**
 * Spec §4 and §5: checks the form, then creates (or, with `config`, updates) the
 * configuration, showing 'Saving...' meanwhile. `onSaved` gets the message to show.
 */
export function useSaveProvider(
  tenantId: string | null,
  config: OAuthProviderConfig | null,
  onSaved: (message: string) => void,
) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<FormError | null>(null);

  const save = async (values: ProviderFormValues, entry: OAuthCatalogueEntry | undefined) => {
    const secretStored = Boolean(config?.client_secret_set);
    const checked = checkProviderForm({ tenantId, values, entry, secretStored });
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      const response = config
        ? await updateOAuthProvider(tenantId!, config.provider_name, checked.body)
        : await createOAuthProvider(tenantId!, checked.body);
      setSaving(false);
      onSaved(response.message || MESSAGES.saved);
    } catch (failure) {
      setError({ message: serverMessage(failure) ?? MESSAGES.saveFailed });
      setSaving(false);
    }
  };

  return { save, saving, error };
}
