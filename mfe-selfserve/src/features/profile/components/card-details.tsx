import { errorMessage, setCardFieldShown } from '@bizcard/shared/api';
import type { CardFieldVisibility, HideableCardFieldName } from '@bizcard/shared/model';
import { Banner, Card, LoadFailed, Muted, Spinner } from '@bizcard/shared/ui';
import { memo, useState } from 'react';
import styled from 'styled-components';
import { useCardFields } from '../hooks/use-card-fields';
import { CARD_DETAILS } from '../messages';
import { CardDetailSwitch } from './card-detail-switch';

const Panel = styled(Card)`
  margin-top: ${({ theme }) => theme.space(6)};
  h2 {
    font-size: 16px;
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
  ul {
    list-style: none;
    margin: ${({ theme }) => `${theme.space(3)} 0 0`};
    padding: 0;
  }
`;

/**
 * 'What your card shows': a 'Show on card' switch for each filled detail, saved as it is
 * flipped. Memoised: typing in the profile form re-renders the page, not this list; a saved
 * profile (a new `profile`) reads the list again, as it may fill or empty a field.
 */
export const CardDetails = memo(function CardDetails({ profile }: { profile: unknown }) {
  const fields = useCardFields(profile);
  const [saving, setSaving] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function flip(field: CardFieldVisibility, shown: boolean) {
    setSaving(field.field);
    setNotice(null);
    try {
      const saved = await setCardFieldShown(field.field as HideableCardFieldName, shown);
      fields.update(() => ({ fields: saved.fields }));
      setNotice({ tone: 'success', text: saved.message });
    } catch (failure) {
      setNotice({ tone: 'error', text: errorMessage(failure, CARD_DETAILS.saveFailed) });
    } finally {
      setSaving(null);
    }
  }

  return (
    <Panel aria-labelledby="card-details-title">
      <h2 id="card-details-title">{CARD_DETAILS.title}</h2>
      <Muted>{CARD_DETAILS.intro}</Muted>
      {notice && <Banner tone={notice.tone}>{notice.text}</Banner>}
      {fields.status === 'loading' && <Spinner label={CARD_DETAILS.loading} />}
      {fields.status === 'error' && (
        <LoadFailed message={CARD_DETAILS.loadFailed} onRetry={fields.reload} />
      )}
      {fields.status === 'ready' && (
        <ul>
          {fields.data.fields.map((field) => (
            <CardDetailSwitch
              key={field.field}
              field={field}
              saving={saving === field.field}
              onChange={(shown) => void flip(field, shown)}
            />
          ))}
        </ul>
      )}
    </Panel>
  );
});
