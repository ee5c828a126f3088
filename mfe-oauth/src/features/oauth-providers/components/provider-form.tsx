import {
  OAUTH_CATALOGUE,
  type OAuthCatalogueEntry,
  type OAuthProviderConfig,
} from '@bizcard/shared/model';
import {
  Banner,
  Button,
  Field,
  Input,
  ModalBody,
  Select,
  Spinner,
  useDirty,
} from '@bizcard/shared/ui';
import { type FormEvent, Fragment, useEffect } from 'react';
import styled from 'styled-components';
import { useProviderCatalogue } from '../hooks/use-provider-catalogue';
import { useProviderForm } from '../hooks/use-provider-form';
import { useSaveProvider } from '../hooks/use-save-provider';
import { isSamlProvider, isSsoProvider } from '../lib/provider-form-values';
import { MESSAGES } from '../messages';
import { ClaimMappingsEditor } from './claim-mappings-editor';
import { CredentialFields } from './credential-fields';
import { Columns } from './form-layout';
import { SetupInstructions } from './setup-instructions';

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The options: the catalogue, plus the edited configuration's provider if it lacks it. */
function providerOptions(catalogue: readonly OAuthCatalogueEntry[], provider: string) {
  const known = catalogue.find((entry) => entry.value === provider);
  const builtIn = OAUTH_CATALOGUE.find((entry) => entry.value === provider);
  return {
    entry: known ?? builtIn,
    options: known || !builtIn ? catalogue : [...catalogue, builtIn],
  };
}

interface ProviderFormProps {
  tenantId: string | null;
  /** The configuration being edited; null adds one. */
  config: OAuthProviderConfig | null;
  onSaved: (message: string) => void;
  /** Edit only: adding is left with the page's Cancel toggle. */
  onCancel?: () => void;
  /** Told whether the form holds unsaved input, so a modal can ask before discarding it. */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * Spec §2 and §4: the provider, its Display Name, the setup instructions and credentials of
 * that provider, and for SSO providers the claim mappings and scopes. The provider of a
 * configuration being edited cannot change.
 */
export function ProviderForm({
  tenantId,
  config,
  onSaved,
  onCancel,
  onDirtyChange,
}: ProviderFormProps) {
  const catalogue = useProviderCatalogue();
  const { values, actions } = useProviderForm(config);
  const { entry, options } = providerOptions(catalogue ?? [], values.provider);
  const { save, saving, error, formRef } = useSaveProvider(
    tenantId,
    config,
    values,
    entry,
    onSaved,
  );
  const dirty = useDirty(values);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const invalid = error?.control;
  const secretStored = Boolean(config?.client_secret_set);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save();
  };

  // In Edit's modal the fields scroll between its title and the bar; on the page they need not.
  const Body = config ? ModalBody : Fragment;
  return (
    <form ref={formRef} noValidate onSubmit={submit}>
      <Body>
        {catalogue ? (
          <>
            <Columns>
              <Field label="OAuth Provider" required hint={entry?.description}>
                {(ids) => (
                  <Select
                    {...ids}
                    aria-invalid={invalid === 'provider'}
                    value={values.provider}
                    disabled={Boolean(config)}
                    onChange={(event) => actions.setProvider(event.target.value)}
                  >
                    <option value="">Select a provider</option>
                    {options.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <Field label="Display Name" required>
                {(ids) => (
                  <Input
                    {...ids}
                    aria-invalid={invalid === 'displayName'}
                    value={values.displayName}
                    onChange={(event) => actions.setDisplayName(event.target.value)}
                  />
                )}
              </Field>
            </Columns>
            {entry && <SetupInstructions entry={entry} tenantId={tenantId} />}
            {entry && (
              <CredentialFields
                entry={entry}
                credentials={values.credentials}
                secretStored={secretStored}
                invalid={invalid}
                onChange={actions.setCredential}
              />
            )}
            {entry && isSsoProvider(entry.value) && (
              <>
                <ClaimMappingsEditor
                  title={
                    isSamlProvider(entry.value)
                      ? MESSAGES.attributeMappings
                      : MESSAGES.claimMappings
                  }
                  claims={values.claims}
                  invalid={invalid === 'claims'}
                  actions={actions}
                />
                {!isSamlProvider(entry.value) && (
                  <Field label="Scopes" hint="Separated by spaces; openid is always asked for.">
                    {(ids) => (
                      <Input
                        {...ids}
                        aria-invalid={invalid === 'scopes'}
                        value={values.scopes}
                        spellCheck={false}
                        onChange={(event) => actions.setScopes(event.target.value)}
                      />
                    )}
                  </Field>
                )}
              </>
            )}
          </>
        ) : (
          <Spinner label={MESSAGES.loadingProviders} />
        )}
        {error && <Banner tone="error">{error.message}</Banner>}
      </Body>
      <Footer>
        {onCancel && (
          <Button $variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={saving || !catalogue}>
          {saving ? 'Saving...' : 'Save Configuration'}
        </Button>
      </Footer>
    </form>
  );
}
