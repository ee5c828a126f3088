import type { Queryable } from '../../../db/database';
import type { AssetRef } from '../../templates/template-record';
import { findAsset } from '../../templates/template-store';
import type { CardTemplate } from '../card-template';
import { cardIconSvg } from '../favicon';

/** An Apple pass's images by file name: icon (required), and logo and thumbnail when there are. */
export type PassImages = Record<string, Buffer>;

type Fit = 'cover' | 'contain' | 'inside';

// Points of Apple's generic pass layout; each image also at 2× (and the icon at 3×).
const ICON = { width: 29, height: 29, scales: [1, 2, 3] };
const LOGO = { width: 160, height: 50, scales: [1, 2] };
const THUMBNAIL = { width: 90, height: 90, scales: [1, 2] };
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

// Loaded at the first pass, not at start: libvips adds about 19 MB to the API's memory.
const loadSharp = async () => (await import('sharp')).default;

const assetBytes = async (q: Queryable, ref: AssetRef | null) =>
  ref ? ((await findAsset(q, ref.hash))?.bytes ?? null) : null;

/** `name.png`, `name@2x.png`…: the image drawn in a box of the size's points at each scale. */
async function scaled(
  name: string,
  source: Buffer,
  size: typeof ICON,
  fit: Fit,
): Promise<[string, Buffer][]> {
  const sharp = await loadSharp();
  return Promise.all(
    size.scales.map(async (scale): Promise<[string, Buffer]> => {
      const file = scale === 1 ? `${name}.png` : `${name}@${scale}x.png`;
      const png = await sharp(source, { density: 72 * scale * 4 })
        .resize(size.width * scale, size.height * scale, { fit, background: TRANSPARENT })
        .png()
        .toBuffer();
      return [file, png];
    }),
  );
}

/**
 * The pass's images from what the card page shows: the tenant's logo as the logo, the photo
 * as the thumbnail, and the logo (else the photo, else the page's own icon) as the icon.
 */
export async function passImages(q: Queryable, template: CardTemplate): Promise<PassImages> {
  const [logo, photo] = await Promise.all([
    assetBytes(q, template.companyLogo),
    assetBytes(q, template.profilePhoto),
  ]);
  const icon = logo
    ? scaled('icon', logo, ICON, 'contain')
    : photo
      ? scaled('icon', photo, ICON, 'cover')
      : scaled('icon', Buffer.from(cardIconSvg(template.theme)), ICON, 'contain');
  const files = await Promise.all([
    icon,
    logo ? scaled('logo', logo, LOGO, 'inside') : [],
    photo ? scaled('thumbnail', photo, THUMBNAIL, 'cover') : [],
  ]);
  return Object.fromEntries(files.flat());
}
