import { saveTemplate, serverMessage } from '@bizcard/shared/api';
import { type StoredTemplate, TEMPLATE_MESSAGES } from '@bizcard/shared/model';
import { readStoredTemplate } from '@bizcard/shared/schemas';
import { useTimedMessage } from '@bizcard/shared/ui';
import { useState } from 'react';
import type { Draft } from '../lib/draft';
import { publishedTemplate } from '../lib/examples';

const NOTICE_MS = 5_000;

/** Spec §4: 'Saving...', then the saved notice for 5 s, or the server's reason. */
export function useSaveTemplate(
  tenantId: string | null,
  onSaved: (stored: StoredTemplate) => void,
  templateId: string | null = null,
) {
  const [saving, setSaving] = useState(false);
  const [notice, showNotice] = useTimedMessage(NOTICE_MS);
  const [error, setError] = useState<string | null>(null);

  const save = async (draft: Draft) => {
    setError(null);
    if (!tenantId) {
      setError(TEMPLATE_MESSAGES.noTenant);
      return;
    }
    setSaving(true);
    try {
      const response = await saveTemplate(
        tenantId,
        publishedTemplate(draft.template, draft.examples),
        {
          companyLogo: draft.logo.upload,
          profilePhoto: draft.photo.upload,
        },
        templateId,
      );
      if (response.data?.html) onSaved(readStoredTemplate(response.data.html));
      showNotice(TEMPLATE_MESSAGES.saved);
    } catch (caught) {
      setError(serverMessage(caught) ?? TEMPLATE_MESSAGES.saveFailed);
    } finally {
      setSaving(false);
    }
  };
  return { save, saving, notice, error };
}
