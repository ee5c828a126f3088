import { errorMessage, removeEndUserPhoto, uploadEndUserPhoto } from '@bizcard/shared/api';
import { type EndUser, TEMPLATE_IMAGE_ACCEPT, TEMPLATE_IMAGE_HINT } from '@bizcard/shared/model';
import { Button, checkImageFile, Field, Input, Row } from '@bizcard/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';

const Photo = styled.img`
  width: 64px;
  height: 64px;
  object-fit: cover;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
`;

interface UserPhotoFieldProps {
  tenantId: string;
  user: EndUser;
}

/**
 * The user's own photo, shown on their card before the template's. Sent as soon as it is chosen
 * or removed (the rest of the form waits for Save). Like the template's images, its first bytes
 * and size are checked here before it is sent, and again by the API, which re-encodes it.
 */
export function UserPhotoField({ tenantId, user }: UserPhotoFieldProps) {
  const [photoUrl, setPhotoUrl] = useState(user.photo_url);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const run = async (call: () => Promise<EndUser>) => {
    setBusy(true);
    setError(undefined);
    try {
      setPhotoUrl((await call()).photo_url);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const refusal = await checkImageFile(file);
    if (refusal) return setError(refusal);
    return run(() => uploadEndUserPhoto(tenantId, user.id, file));
  };

  return (
    <Field label="Photo" hint={TEMPLATE_IMAGE_HINT} error={error}>
      {(control) => (
        <Row>
          {photoUrl && <Photo src={photoUrl} alt="Photo of the user" />}
          <Input
            {...control}
            type="file"
            accept={TEMPLATE_IMAGE_ACCEPT}
            disabled={busy}
            onChange={(event) => choose(event.target.files?.[0])}
            style={{ width: 'auto' }}
          />
          {photoUrl && (
            <Button
              $variant="ghost"
              disabled={busy}
              onClick={() => run(() => removeEndUserPhoto(tenantId, user.id))}
            >
              Remove photo
            </Button>
          )}
        </Row>
      )}
    </Field>
  );
}
