import { TEMPLATE_IMAGE_MAX_BYTES, TEMPLATE_MESSAGES } from '@bizcard/shared/model';
import { companyLogoSource } from '@bizcard/shared/schemas';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../errors';

/** An image field: new bytes, a request to remove the saved one, a saved asset, or nothing. */
export type ImageInput =
  | { kind: 'bytes'; bytes: Buffer }
  | { kind: 'remove' }
  | { kind: 'asset'; url: string }
  | { kind: 'keep' };

export interface TemplateForm {
  fields: Record<string, string>;
  companyLogo: ImageInput;
  profilePhoto: ImageInput;
}

const IMAGE_FIELDS = new Set(['companyLogo', 'profilePhoto']);
const TEXT_LIMIT = 64 * 1024;

/**
 * A logo sent as text takes any shape of spec §3: a data URL, {buffer, mimetype},
 * {data, type} or {url}. An empty value removes the saved image.
 */
function imageFromText(value: string): ImageInput {
  if (!value.trim()) return { kind: 'remove' };
  let parsed: unknown = value;
  if (value.trim().startsWith('{')) {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw new HttpError(400, TEMPLATE_MESSAGES.imageUnreadable);
    }
  }
  const source = companyLogoSource(parsed as Parameters<typeof companyLogoSource>[0]);
  if (!source) throw new HttpError(400, TEMPLATE_MESSAGES.imageUnreadable);
  if (source.kind === 'url') return { kind: 'asset', url: source.url };
  const bytes = Buffer.from(source.base64, 'base64');
  if (bytes.length > TEMPLATE_IMAGE_MAX_BYTES) {
    throw new HttpError(413, TEMPLATE_MESSAGES.imageTooLarge);
  }
  return { kind: 'bytes', bytes };
}

function uploadFailure(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, TEMPLATE_MESSAGES.imageTooLarge);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(400, 'Too many fields in the form');
  }
  return error;
}

async function readParts(request: FastifyRequest): Promise<TemplateForm> {
  const form: TemplateForm = {
    fields: {},
    companyLogo: { kind: 'keep' },
    profilePhoto: { kind: 'keep' },
  };
  for await (const part of request.parts({ limits: { fieldSize: TEXT_LIMIT } })) {
    const name = part.fieldname as 'companyLogo' | 'profilePhoto';
    if (part.type === 'file') {
      if (!IMAGE_FIELDS.has(name)) {
        part.file.resume();
        continue;
      }
      // toBuffer stops at the plugin's fileSize limit while streaming: nothing larger is held.
      const bytes = await part.toBuffer();
      form[name] =
        bytes.length === 0 && !part.filename ? { kind: 'remove' } : { kind: 'bytes', bytes };
    } else if (IMAGE_FIELDS.has(name)) {
      form[name] = imageFromText(String(part.value ?? ''));
    } else {
      form.fields[part.fieldname] = String(part.value ?? '');
    }
  }
  return form;
}

/** The multipart save form of spec §7, with the profile photo beside the logo. */
export async function readTemplateForm(request: FastifyRequest): Promise<TemplateForm> {
  if (!request.isMultipart()) throw new HttpError(400, 'Send the template as multipart/form-data');
  try {
    return await readParts(request);
  } catch (error) {
    throw uploadFailure(error);
  }
}
