import { getCardPageSettings, saveCardPageSettings, useServerData } from '@bizcard/shared/api';
import {
  CARD_PAGE_LANGUAGE_CODES,
  CARD_PAGE_LANGUAGE_NAMES,
  type CardPageLanguage,
  type CardPageSettings,
} from '@bizcard/shared/model';
import { Banner, Button, Card, Field, Select, Spinner } from '@bizcard/shared/ui';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';

export const CARD_PAGE_SETTINGS_SAVED = 'Card page settings saved';

const Section = styled(Card)`
  margin-top: ${({ theme }) => theme.space(4)};
  & > h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.1rem;
  }
`;

const Check = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

function SettingsForm({ tenantId, saved }: { tenantId: string; saved: CardPageSettings }) {
  const [settings, setSettings] = useState(saved);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setOutcome(null);
    try {
      setSettings(await saveCardPageSettings(tenantId, settings));
      setOutcome({ tone: 'success', text: CARD_PAGE_SETTINGS_SAVED });
    } catch (error) {
      setOutcome({ tone: 'error', text: error instanceof Error ? error.message : String(error) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit}>
      {outcome && <Banner tone={outcome.tone}>{outcome.text}</Banner>}
      <Check>
        <input
          type="checkbox"
          checked={settings.indexable}
          onChange={(event) => setSettings({ ...settings, indexable: event.target.checked })}
        />
        Let search engines index this tenant's cards
      </Check>
      <Field
        label="Default card language"
        hint="For visitors whose browser asks for none of these languages"
      >
        {(control) => (
          <Select
            {...control}
            value={settings.language}
            onChange={(event) =>
              setSettings({ ...settings, language: event.target.value as CardPageLanguage })
            }
          >
            {CARD_PAGE_LANGUAGE_CODES.map((code) => (
              <option key={code} value={code}>
                {CARD_PAGE_LANGUAGE_NAMES[code]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving...' : 'Save Card Page Settings'}
      </Button>
    </form>
  );
}

/** A tenant's public card pages: indexing by search engines and their default language. */
export function CardPageSettingsForm({ tenantId }: { tenantId: string }) {
  const headingId = useId();
  const asked = useServerData((signal) => getCardPageSettings(tenantId, signal), [tenantId]);
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>Card Pages</h2>
      {asked.status === 'ready' ? (
        <SettingsForm tenantId={tenantId} saved={asked.data} />
      ) : asked.status === 'error' ? (
        <Banner tone="error">{asked.message}</Banner>
      ) : (
        <Spinner label="Loading card page settings..." />
      )}
    </Section>
  );
}
