import {
  errorMessage,
  getOwnPhoto,
  removeOwnPhoto,
  uploadOwnPhoto,
  useServerData,
} from '@bizcard/shared/api';
import {
  type OwnPhoto as Photo,
  TEMPLATE_IMAGE_ACCEPT,
  TEMPLATE_IMAGE_HINT,
} from '@bizcard/shared/model';
import {
  Banner,
  Button,
  Card,
  checkImageFile,
  LoadFailed,
  Muted,
  Row,
  Spinner,
} from '@bizcard/shared/ui';
import { memo, useId, useState } from 'react';
import styled from 'styled-components';
import { OWN_PHOTO_TEXT as TEXT } from './messages';

const Panel = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space(6)};
  h2 {
    font-size: 16px;
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
`;

const Picture = styled.img`
  width: 96px;
  height: 96px;
  object-fit: cover;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
`;

const Controls = styled(Row)`
  margin-top: ${({ theme }) => theme.space(3)};
`;

const FileInput = styled.input`
  max-width: 100%;
`;

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * The person's own photo on their card: chosen from their phone or computer, checked here as the
 * admin's form checks it (type by its first bytes, 5 MB), then sent at once; the API checks it
 * again and re-encodes it. Remove goes back to the template's picture.
 */
export const OwnPhoto = memo(function OwnPhoto() {
  const photo = useServerData((signal) => getOwnPhoto(signal), []);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const inputId = useId();
  const hintId = useId();

  const run = async (call: () => Promise<Photo>) => {
    setBusy(true);
    setOutcome(null);
    try {
      const reply = await call();
      photo.update(() => ({ photo_url: reply.photo_url }));
      if (reply.message) setOutcome({ tone: 'success', text: reply.message });
    } catch (failure) {
      setOutcome({ tone: 'error', text: errorMessage(failure) });
    } finally {
      setBusy(false);
    }
  };
  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    const refusal = await checkImageFile(file);
    if (refusal) setOutcome({ tone: 'error', text: refusal });
    else await run(() => uploadOwnPhoto(file));
    // The same file chosen again is a change again.
    input.value = '';
  };

  return (
    <Panel aria-labelledby="own-photo-title">
      <h2 id="own-photo-title">{TEXT.title}</h2>
      <Muted>{TEXT.intro}</Muted>
      {outcome && <Banner tone={outcome.tone}>{outcome.text}</Banner>}
      {photo.status === 'loading' && <Spinner />}
      {photo.status === 'error' && <LoadFailed message={TEXT.loadFailed} onRetry={photo.reload} />}
      {photo.status === 'ready' && (
        <Controls>
          {photo.data.photo_url ? (
            <Picture src={photo.data.photo_url} alt={TEXT.alt} />
          ) : (
            <Muted>{TEXT.none}</Muted>
          )}
          <label htmlFor={inputId}>{TEXT.choose}</label>
          <FileInput
            id={inputId}
            type="file"
            accept={TEMPLATE_IMAGE_ACCEPT}
            aria-describedby={hintId}
            disabled={busy}
            onChange={(event) => void choose(event.currentTarget)}
          />
          <Muted id={hintId}>{TEMPLATE_IMAGE_HINT}</Muted>
          {photo.data.photo_url && (
            <Button $variant="ghost" disabled={busy} onClick={() => void run(removeOwnPhoto)}>
              {TEXT.remove}
            </Button>
          )}
          {busy && <Spinner label={TEXT.sending} />}
        </Controls>
      )}
    </Panel>
  );
});
