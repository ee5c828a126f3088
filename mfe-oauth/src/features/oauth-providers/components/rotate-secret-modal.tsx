import { type OAuthProviderConfig, oauthProviderLabel } from '@bizcard/shared/model';
import { secretRotationFields } from '@bizcard/shared/schemas';
import {
  Banner,
  Button,
  Field,
  Input,
  Modal,
  ModalBody,
  ModalFooter,
  useDirty,
} from '@bizcard/shared/ui';
import { type FormEvent, useState } from 'react';
import { useRotateSecret } from '../hooks/use-rotate-secret';
import { EMPTY_ROTATION, type RotationValues } from '../lib/check-rotation';
import { MESSAGES } from '../messages';

interface RotateSecretModalProps {
  tenantId: string;
  config: OAuthProviderConfig;
  onClose: () => void;
  onRotated: (message: string) => void;
}

/**
 * Rotate Keys (issue 27): the configuration's new client secret, and for Microsoft Entra its
 * new Secret ID, named as the credentials form names them. Nothing is sent while a field is
 * missing; the API's refusal (the provider said no) shows here and the modal stays open.
 */
export function RotateSecretModal({
  tenantId,
  config,
  onClose,
  onRotated,
}: RotateSecretModalProps) {
  const [values, setValues] = useState<RotationValues>(EMPTY_ROTATION);
  const dirty = useDirty(values);
  const { rotate, saving, error, formRef } = useRotateSecret(tenantId, config, values, onRotated);
  const fields = secretRotationFields(config.provider_name);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void rotate();
  };

  return (
    <Modal title="Rotate Keys" onClose={onClose} dirty={dirty}>
      <form ref={formRef} noValidate onSubmit={submit}>
        <ModalBody>
          <p>
            {MESSAGES.rotateIntro(config.display_name, oauthProviderLabel(config.provider_name))}
          </p>
          {fields.map((field) => (
            <Field
              key={field.name}
              label={field.label}
              required={field.required}
              error={error?.target === field.target ? error.message : undefined}
            >
              {(ids) => (
                <Input
                  {...ids}
                  type={field.type}
                  value={values[field.target]}
                  autoComplete={field.type === 'password' ? 'new-password' : 'off'}
                  spellCheck={false}
                  onChange={(event) =>
                    setValues((held) => ({ ...held, [field.target]: event.target.value }))
                  }
                />
              )}
            </Field>
          ))}
          {error && !error.target && <Banner tone="error">{error.message}</Banner>}
        </ModalBody>
        <ModalFooter>
          <Button $variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Rotate Secret'}
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}
