import { rotateOAuthProviderSecret, serverMessage } from '@bizcard/shared/api';
import type { OAuthProviderConfig } from '@bizcard/shared/model';
import { useFormCheck } from '@bizcard/shared/ui';
import { useState } from 'react';
import {
  checkRotation,
  type RotationError,
  type RotationValues,
  rotationBody,
} from '../lib/check-rotation';
import { MESSAGES } from '../messages';

/**
 * Rotate Keys: checks the form, then sends the new credentials; the API tries them at the
 * provider before keeping them. `onRotated` gets the API's message (checked or not).
 */
export function useRotateSecret(
  tenantId: string,
  config: OAuthProviderConfig,
  values: RotationValues,
  onRotated: (message: string) => void,
) {
  const [saving, setSaving] = useState(false);
  const check = (held: RotationValues): RotationError | null =>
    checkRotation(config.provider_name, held);
  const { errors: error, formRef, checkSubmit, show } = useFormCheck(values, check);

  const rotate = async () => {
    if (checkSubmit(values)) return;
    setSaving(true);
    try {
      const body = rotationBody(config.provider_name, values);
      const reply = await rotateOAuthProviderSecret(tenantId, config.provider_name, body);
      setSaving(false);
      onRotated(reply.message);
    } catch (failure) {
      show({ message: serverMessage(failure) ?? MESSAGES.rotateFailed });
      setSaving(false);
    }
  };

  return { rotate, saving, error, formRef };
}
