import {
  choosePersonTemplate,
  errorMessage,
  getPersonTemplate,
  listTemplates,
  useServerData,
} from '@bizcard/shared/api';
import { Field, Select } from '@bizcard/shared/ui';
import { useState } from 'react';
import { CARD_TEMPLATE } from '../messages';

interface CardTemplateFieldProps {
  tenantId: string;
  userId: string;
}

/**
 * The template the person's card uses, and a choice by hand that comes before the rules.
 * Sent as soon as it is chosen (the rest of the form waits for Save), like the photo; the
 * card page shows the new template at its next visit.
 */
export function CardTemplateField({ tenantId, userId }: CardTemplateFieldProps) {
  const loaded = useServerData(
    async (signal) => ({
      templates: await listTemplates(tenantId, signal),
      person: await getPersonTemplate(tenantId, userId, signal),
    }),
    [tenantId, userId],
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  // A tenant with one stored template (or none) has nothing to choose between.
  if (loaded.status !== 'ready' || loaded.data.templates.length < 2) return null;
  const { templates, person } = loaded.data;
  // What the rules give: the template in use, unless it was chosen by hand.
  const byRules = person.template_id ? null : (person.used?.name ?? null);

  const choose = async (templateId: string) => {
    setBusy(true);
    setError(undefined);
    try {
      const next = await choosePersonTemplate(tenantId, userId, {
        template_id: templateId || null,
      });
      loaded.update((data) => ({ ...data, person: next }));
      setNotice(CARD_TEMPLATE.saved(next.template_id ? (next.used?.name ?? null) : null));
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Field label={CARD_TEMPLATE.label} hint={notice ?? CARD_TEMPLATE.hint} error={error}>
      {(control) => (
        <Select
          {...control}
          value={person.template_id ?? ''}
          disabled={busy}
          onChange={(event) => void choose(event.target.value)}
        >
          <option value="">{CARD_TEMPLATE.automatic(byRules)}</option>
          {templates.map((template) => (
            <option key={template.id} value={template.id}>
              {template.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
