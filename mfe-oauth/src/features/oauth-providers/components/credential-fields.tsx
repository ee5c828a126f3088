import type { OAuthBodyField, OAuthCatalogueEntry } from '@bizcard/shared/model';
import { Field, Input } from '@bizcard/shared/ui';
import type { FormControl } from '../lib/check-provider-form';
import { type Credentials, keepsStoredSecret } from '../lib/provider-form-values';
import { MESSAGES } from '../messages';
import { Columns, FormSection } from './form-layout';

interface CredentialFieldsProps {
  entry: OAuthCatalogueEntry;
  credentials: Credentials;
  /** The configuration being edited has a client secret: its field may stay empty. */
  secretStored: boolean;
  invalid: FormControl | undefined;
  onChange: (target: OAuthBodyField, value: string) => void;
}

/** One input per catalogue field of the provider (spec §3), each kept at its body target. */
export function CredentialFields({
  entry,
  credentials,
  secretStored,
  invalid,
  onChange,
}: CredentialFieldsProps) {
  return (
    <FormSection>
      <legend>Credentials</legend>
      <Columns>
        {entry.fields.map((field) => {
          const kept = keepsStoredSecret(field, secretStored);
          return (
            <Field
              key={field.name}
              label={field.label}
              required={field.required && !kept}
              hint={kept ? MESSAGES.secretSet : undefined}
            >
              {(ids) =>
                field.type === 'textarea' ? (
                  // Metadata and certificates are pasted whole (SAML, decision 057).
                  <Input
                    {...ids}
                    as="textarea"
                    rows={4}
                    aria-invalid={invalid === field.target}
                    value={credentials[field.target]}
                    placeholder={field.placeholder}
                    spellCheck={false}
                    onChange={(event) => onChange(field.target, event.target.value)}
                  />
                ) : (
                  <Input
                    {...ids}
                    aria-invalid={invalid === field.target}
                    type={field.type}
                    value={credentials[field.target]}
                    placeholder={field.placeholder}
                    autoComplete={field.type === 'password' ? 'new-password' : 'off'}
                    spellCheck={false}
                    onChange={(event) => onChange(field.target, event.target.value)}
                  />
                )
              }
            </Field>
          );
        })}
      </Columns>
    </FormSection>
  );
}
