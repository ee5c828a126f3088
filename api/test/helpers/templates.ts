import {
  DEFAULT_FIELD_MAPPING,
  DEFAULT_SECTIONS,
  DEFAULT_THEME,
  EMPTY_SOCIAL_MEDIA,
  type StoredTemplate,
} from '@bizcard/shared/model';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';

export const SAVE_URL = '/api/management/contactPage/templates/save';
export const PREVIEW_VCARD_URL = '/api/management/contactPage/templates/vcard';
export const templateUrl = (tenantId: string) =>
  `/api/management/contactPage/templates/${tenantId}`;

/** A solid image of the given size and format, with EXIF metadata a pipeline must strip. */
export const imageBytes = (width: number, height: number, format: 'png' | 'jpeg' | 'gif' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#0032A0' } })
    .withExif({ IFD0: { Copyright: 'secret-camera-owner' } })
    .toFormat(format)
    .toBuffer();

export type FormValue = string | { bytes: Buffer; name: string; type?: string };

/** The save form's fields: defaults for every field, `overrides` JSON-encoded unless text. */
export function templateForm(tenantId: string, overrides: Record<string, unknown> = {}): FormData {
  const fields: Record<string, unknown> = {
    tenantId,
    pageTitle: 'Contact Me',
    theme: DEFAULT_THEME,
    sections: DEFAULT_SECTIONS,
    customSections: [],
    fieldMapping: DEFAULT_FIELD_MAPPING,
    socialMedia: EMPTY_SOCIAL_MEDIA,
    businessHours: '',
    oauthProviderId: '',
    ...overrides,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value && typeof value === 'object' && 'bytes' in value) {
      const file = value as { bytes: Buffer; name: string; type?: string };
      form.append(
        name,
        new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' }),
        file.name,
      );
    } else {
      form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
    }
  }
  return form;
}

export const saveForm = (app: FastifyInstance, cookie: string, form: FormData) =>
  app.inject({ method: 'POST', url: SAVE_URL, payload: form, headers: { cookie } });

/** `data.html` of a save or a load, parsed. */
export function templateOf(response: LightMyRequestResponse): StoredTemplate {
  const body = response.json<{ data: { html: string } | null }>();
  if (!body.data) throw new Error(`no template in ${response.body.slice(0, 200)}`);
  return JSON.parse(body.data.html) as StoredTemplate;
}
