import { getTemplateHtml, useServerData } from '@bizcard/shared/api';
import { readStoredTemplate } from '@bizcard/shared/schemas';

/** The tenant's saved template, or null when it has none yet. */
export function useTemplate(tenantId: string) {
  return useServerData(
    async (signal) => {
      const html = await getTemplateHtml(tenantId, signal);
      return html ? readStoredTemplate(html) : null;
    },
    [tenantId],
  );
}
