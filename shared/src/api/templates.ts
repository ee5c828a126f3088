import type { CardTheme, SaveTemplateResponse, StoredTemplate } from '../model/templates';
import { saveTemplateResponseSchema, templateResponseSchema } from '../schemas/templates';
import { apiPostFormFile, type DownloadedFile, getJson, postFormJson } from './client';

const BASE = '/api/management/contactPage/templates';

/**
 * `data.html` of the tenant's saved template (read it with readStoredTemplate), or null:
 * `templateId`'s, or the default one without it (decision 056).
 */
export const getTemplateHtml = async (
  tenantId: string,
  signal?: AbortSignal,
  templateId?: string | null,
) =>
  (
    await getJson(templateResponseSchema, `${BASE}/${encodeURIComponent(tenantId)}`, {
      signal,
      searchParams: templateId ? { templateId } : undefined,
    })
  ).data?.html ?? null;

/** An image of the save form: a new file, '' to remove the saved one, undefined to keep it. */
export type TemplateImage = File | '' | undefined;

/** What the designer edits: the saved fields but the images, with the theme as an object. */
export type TemplateDraft = Omit<
  StoredTemplate,
  'htmlTemplate' | 'companyLogo' | 'companyLogoUrl' | 'profilePhotoUrl' | 'theme'
> & { theme: CardTheme };

/** Spec §7's multipart save, plus the profile photo, business hours and social links. */
export async function saveTemplate(
  tenantId: string,
  template: TemplateDraft,
  images: { companyLogo: TemplateImage; profilePhoto: TemplateImage },
  templateId?: string | null,
): Promise<Extract<SaveTemplateResponse, { success: true }>> {
  const form = new FormData();
  form.append('tenantId', tenantId);
  if (templateId) form.append('templateId', templateId);
  for (const [name, value] of Object.entries(template)) {
    form.append(
      name,
      value === null || typeof value === 'string' ? (value ?? '') : JSON.stringify(value),
    );
  }
  // Images last: the server has every text field by the time it streams a file.
  for (const [name, image] of Object.entries(images)) {
    if (image !== undefined) form.append(name, image);
  }
  const response = await postFormJson(saveTemplateResponseSchema, `${BASE}/save`, form);
  if (!response.success) throw new Error(response.data?.message ?? response.message ?? '');
  return response;
}

/**
 * The previewed person's vCard as their card serves it, written by the API's card writer:
 * `endUserId` null is the sample person; `profilePhoto` is the draft's, as the save sends it.
 */
export function downloadPreviewVCard(
  tenantId: string,
  endUserId: string | null,
  profilePhoto: TemplateImage,
): Promise<DownloadedFile> {
  const form = new FormData();
  form.append('tenantId', tenantId);
  if (endUserId) form.append('endUserId', endUserId);
  if (profilePhoto !== undefined) form.append('profilePhoto', profilePhoto);
  return apiPostFormFile(`${BASE}/vcard`, form);
}
