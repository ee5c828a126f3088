import { MAPPABLE_FIELDS, type MappableWireName } from '@bizcard/shared/model';
import { Button, Input, Muted, Select } from '@bizcard/shared/ui';
import styled from 'styled-components';
import type { ProviderFormActions } from '../hooks/use-provider-form';
import type { ClaimRow } from '../lib/provider-form-values';
import { FormSection } from './form-layout';

const Rows = styled.ul`
  list-style: none;
  margin: ${({ theme }) => `${theme.space(3)} 0`};
  padding: 0;
`;

// Claim → field on one line where there is room; on a phone the field wraps under the claim.
const Mapping = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  input, select { flex: 1 1 160px; width: auto; min-width: 0; }
`;

interface ClaimMappingsEditorProps {
  /** Claim mappings (OpenID Connect) or attribute mappings (SAML). */
  title: string;
  claims: ClaimRow[];
  invalid: boolean;
  actions: Pick<ProviderFormActions, 'setClaim' | 'addClaim' | 'removeClaim'>;
}

/** Which claim of the directory fills which contact field at every SSO sign-in. */
export function ClaimMappingsEditor({ title, claims, invalid, actions }: ClaimMappingsEditorProps) {
  return (
    <FormSection>
      <legend>{title}</legend>
      <Muted>Each sign-in copies these claims of the directory into the person's card.</Muted>
      <Rows>
        {claims.map((row, index) => {
          const n = index + 1;
          // Named after the claim once typed: 'Contact field for given_name' says which row it is.
          const claim = row.claim.trim() || `claim ${n}`;
          return (
            <Mapping key={row.key}>
              <Input
                aria-label={`Claim ${n}`}
                aria-invalid={invalid}
                placeholder="Claim name"
                value={row.claim}
                spellCheck={false}
                onChange={(event) => actions.setClaim(row.key, { claim: event.target.value })}
              />
              <span aria-hidden="true">→</span>
              <Select
                aria-label={`Contact field for ${claim}`}
                value={row.field}
                onChange={(event) =>
                  actions.setClaim(row.key, { field: event.target.value as MappableWireName })
                }
              >
                {MAPPABLE_FIELDS.map((field) => (
                  <option key={field.wire} value={field.wire}>
                    {field.label}
                  </option>
                ))}
              </Select>
              <Button
                $variant="ghost"
                aria-label={`Remove ${claim}`}
                onClick={() => actions.removeClaim(row.key)}
              >
                Remove
              </Button>
            </Mapping>
          );
        })}
      </Rows>
      <Button $variant="secondary" onClick={actions.addClaim}>
        Add claim mapping
      </Button>
    </FormSection>
  );
}
