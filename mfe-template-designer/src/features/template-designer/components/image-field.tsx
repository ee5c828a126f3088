import { TEMPLATE_IMAGE_ACCEPT, TEMPLATE_IMAGE_HINT } from '@bizcard/shared/model';
import { companyLogoUrl } from '@bizcard/shared/schemas';
import { Button, checkImageFile, Field, Input, Row } from '@bizcard/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import type { DraftImage } from '../lib/draft';

const Thumb = styled.img`
  max-width: 96px;
  max-height: 64px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

// Read through arrayBuffer: FileReader refuses a File made in another realm (jsdom vs Node).
const readAsDataUrl = async (file: File) =>
  companyLogoUrl({ data: new Uint8Array(await file.arrayBuffer()), type: file.type }) ?? '';

interface ImageFieldProps {
  label: string;
  image: DraftImage;
  onChange: (image: DraftImage) => void;
}

/**
 * A PNG or JPEG of at most 5 MB, checked by its first bytes and size before it is previewed; the
 * API checks the bytes again. Remove clears the image; the next save removes it from the card.
 */
export function ImageField({ label, image, onChange }: ImageFieldProps) {
  const [error, setError] = useState<string | undefined>();
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const refusal = await checkImageFile(file);
    if (refusal) return setError(refusal);
    setError(undefined);
    onChange({ src: await readAsDataUrl(file), upload: file });
  };
  return (
    <Field label={label} hint={TEMPLATE_IMAGE_HINT} error={error}>
      {(control) => (
        <Row>
          {image.src && <Thumb src={image.src} alt={`${label} preview`} />}
          <Input
            {...control}
            type="file"
            accept={TEMPLATE_IMAGE_ACCEPT}
            onChange={(event) => choose(event.target.files?.[0])}
            style={{ width: 'auto' }}
          />
          {image.src && (
            <Button $variant="ghost" onClick={() => onChange({ src: null, upload: '' })}>
              Remove {label.toLowerCase()}
            </Button>
          )}
        </Row>
      )}
    </Field>
  );
}
