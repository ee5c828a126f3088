import { downloadPreviewVCard, errorMessage, type TemplateImage } from '@bizcard/shared/api';
import { type EndUser, type EndUserFields, TEMPLATE_MESSAGES } from '@bizcard/shared/model';
import { saveBlob, useTimedMessage } from '@bizcard/shared/ui';
import { useState } from 'react';

const NOTICE_MS = 5_000;

/** The chosen end user's id; the sample person (no id) is null. */
const endUserIdOf = (person: EndUserFields | EndUser) => ('id' in person ? person.id : null);

/**
 * Add to Contacts: the API writes the previewed person's vCard with the card's own writer
 * (their photo, or the draft's), so the file is the one their card serves; then the spec's
 * notice for 5 seconds, or the reason it failed.
 */
export function useVCardDownload(tenantId: string) {
  const [notice, showNotice] = useTimedMessage(NOTICE_MS);
  const [error, setError] = useState<string | null>(null);

  const download = async (person: EndUserFields | EndUser, profilePhoto: TemplateImage) => {
    setError(null);
    try {
      const file = await downloadPreviewVCard(tenantId, endUserIdOf(person), profilePhoto);
      saveBlob(file.blob, file.fileName ?? 'contact.vcf');
      showNotice(TEMPLATE_MESSAGES.vcardDownloaded);
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };
  return { download, notice, error };
}
