import { createOAuthProvider, serverMessage, updateOAuthProvider } from '@bizcard/shared/api';
import type { OAuthCatalogueEntry, OAuthProviderConfig } from '@bizcard/shared/model';
import { useFormCheck } from '@bizcard/shared/ui';
import { useState } from 'react';
import { checkProviderForm, type FormError } from '../lib/check-provider-form';
import type { ProviderFormValues } from '../lib/provider-form-values';
import { MESSAGES } from '../messages';

/**
 * Spec §4 and §5: checks the form, then creates (or, with `config`, updates) the
 * configuration, showing 'Saving...' meanwhile. `onSaved` gets the message to show. `entry`
 * is the catalogue entry of the provider chosen in `values`.
 */
export function useSaveProvider(
  tenantId: string | null,
  config: OAuthProviderConfig | null,
  values: ProviderFormValues,
  entry: OAuthCatalogueEntry | undefined,
  onSaved: (message: string) => void,
) {
  const [saving, setSaving] = useState(false);
  const secretStored = Boolean(config?.client_secret_set);
  const check = (held: ProviderFormValues): FormError | null => {
    const checked = checkProviderForm({ tenantId, values: held, entry, secretStored });
    return 'error' in checked ? checked.error : null;
  };
  const { errors: error, formRef, checkSubmit, show } = useFormCheck(values, check);

  const save = async () => {
    const checked = checkProviderForm({ tenantId, values, entry, secretStored });
    if (checkSubmit(values) || 'error' in checked) return;
    setSaving(true);
    try {
      const response = config
        ? await updateOAuthProvider(tenantId!, config.provider_name, checked.body)
        : await createOAuthProvider(tenantId!, checked.body);
      setSaving(false);
      onSaved(response.message || MESSAGES.saved);
    } catch (failure) {
      show({ message: serverMessage(failure) ?? MESSAGES.saveFailed });
      setSaving(false);
    }
  };

  return { save, saving, error, formRef };
}
