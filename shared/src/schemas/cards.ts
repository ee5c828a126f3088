// The public card pages' addresses (spec §7 "Card pages"): `/c/{slug}`, its vCard, its QR code
// and the template images they show. Any text passes: an unknown slug or file is the page's
// own 404, and a `src` it does not know is a plain visit.
import * as z from 'zod/mini';
import { SCAN_SOURCES } from '../model/reports';
import { lazySchema } from './lazy-schema';

export const cardPathSchema = lazySchema(() => z.object({ slug: z.string() }));

/** `?src=qr` or `?src=nfc`: the visit came from the physical card (issue 12). */
export const cardPageQuerySchema = lazySchema(() =>
  z.object({
    src: z.optional(
      z.union([z.string(), z.array(z.string())]).check(z.describe(`${SCAN_SOURCES.join(' or ')}`)),
    ),
  }),
);

/** `/c/assets/{hash}.{png|jpg}`: a template's logo or photo, named by its content. */
export const cardAssetPathSchema = lazySchema(() => z.object({ file: z.string() }));
