import type { OAuthBodyField, OAuthProviderConfig } from '@bizcard/shared/model';
import { defaultMappingsFor, MAPPABLE_FIELDS } from '@bizcard/shared/model';
import { useMemo, useState } from 'react';
import {
  type ClaimRow,
  claimRow,
  claimRows,
  credentialsFor,
  initialValues,
  type ProviderFormValues,
} from '../lib/provider-form-values';

export type ProviderFormActions = ReturnType<typeof useProviderForm>['actions'];

/** The add or edit form's values; `config` is the configuration being edited, if any. */
export function useProviderForm(config: OAuthProviderConfig | null) {
  const [values, setValues] = useState<ProviderFormValues>(() => initialValues(config));

  const actions = useMemo(() => {
    const patch = (change: Partial<ProviderFormValues>) =>
      setValues((held) => ({ ...held, ...change }));
    const setClaims = (change: (rows: ClaimRow[]) => ClaimRow[]) =>
      setValues((held) => ({ ...held, claims: change(held.claims) }));
    return {
      // A new configuration starts with the chosen provider's own mappings (SAML's attribute
      // names are not OIDC's claims); an edited one keeps its own.
      setProvider: (provider: string) =>
        patch({
          provider,
          credentials: credentialsFor(provider, config),
          ...(config ? {} : { claims: claimRows(defaultMappingsFor(provider)) }),
        }),
      setDisplayName: (displayName: string) => patch({ displayName }),
      setCredential: (target: OAuthBodyField, value: string) =>
        setValues((held) => ({ ...held, credentials: { ...held.credentials, [target]: value } })),
      setScopes: (scopes: string) => patch({ scopes }),
      setClaim: (key: number, change: Partial<Pick<ClaimRow, 'claim' | 'field'>>) =>
        setClaims((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row))),
      addClaim: () => setClaims((rows) => [...rows, claimRow('', MAPPABLE_FIELDS[0]!.wire)]),
      removeClaim: (key: number) => setClaims((rows) => rows.filter((row) => row.key !== key)),
    };
  }, [config]);

  return { values, actions };
}
