import { TEMPLATE_MESSAGES } from '@bizcard/shared/model';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../errors';
import { type CardAsset, processLogo, processPhoto } from './card-images';
import type { ImageInput } from './read-template-form';
import { ASSET_PATH, type AssetRef, assetRef, type TemplateRecord } from './template-record';
import { assetExists } from './template-store';

type Encoded<T> = Exclude<ImageInput, { kind: 'bytes' }> | { kind: 'encoded'; value: T };

export interface EncodedImages {
  companyLogo: Encoded<CardAsset>;
  profilePhoto: Encoded<{ photo: CardAsset; vcard: CardAsset }>;
}

/**
 * Re-encodes new images before any transaction opens: libvips takes a while on a large
 * image, and PGlite serves one connection.
 */
export async function encodeImages(input: {
  companyLogo: ImageInput;
  profilePhoto: ImageInput;
}): Promise<EncodedImages> {
  const { companyLogo: logo, profilePhoto: photo } = input;
  return {
    companyLogo:
      logo.kind === 'bytes' ? { kind: 'encoded', value: await processLogo(logo.bytes) } : logo,
    profilePhoto:
      photo.kind === 'bytes' ? { kind: 'encoded', value: await processPhoto(photo.bytes) } : photo,
  };
}

/** A {url} of an image this tenant already uploaded; any other address is refused. */
async function ownAsset(q: Queryable, tenantId: string, url: string): Promise<AssetRef> {
  const match = ASSET_PATH.exec(new URL(url, 'http://card.invalid').pathname);
  if (!match || !(await assetExists(q, tenantId, match[1]!))) {
    throw new HttpError(400, TEMPLATE_MESSAGES.logoUrl);
  }
  return { hash: match[1]!, ext: match[2] as AssetRef['ext'] };
}

export interface ResolvedImages {
  companyLogo: TemplateRecord['companyLogo'];
  profilePhoto: TemplateRecord['profilePhoto'];
  /** New images to store with the template. */
  assets: CardAsset[];
}

/** What the template points to after this save: kept, removed, or newly encoded. */
export async function resolveImages(
  q: Queryable,
  tenantId: string,
  saved: TemplateRecord | null,
  images: EncodedImages,
): Promise<ResolvedImages> {
  const assets: CardAsset[] = [];
  let companyLogo = saved?.companyLogo ?? null;
  let profilePhoto = saved?.profilePhoto ?? null;
  const { companyLogo: logo, profilePhoto: photo } = images;

  if (logo.kind === 'remove') companyLogo = null;
  if (logo.kind === 'asset') companyLogo = await ownAsset(q, tenantId, logo.url);
  if (logo.kind === 'encoded') {
    assets.push(logo.value);
    companyLogo = assetRef(logo.value);
  }

  if (photo.kind === 'remove') profilePhoto = null;
  // A photo kept by address must be the saved one: its vCard copy comes with it.
  if (photo.kind === 'asset') {
    const ref = await ownAsset(q, tenantId, photo.url);
    if (ref.hash !== profilePhoto?.hash) throw new HttpError(400, TEMPLATE_MESSAGES.logoUrl);
  }
  if (photo.kind === 'encoded') {
    assets.push(photo.value.photo, photo.value.vcard);
    profilePhoto = { ...assetRef(photo.value.photo), vcard: assetRef(photo.value.vcard) };
  }
  return { companyLogo, profilePhoto, assets };
}
