import type { FastifyInstance } from 'fastify';
import { findAsset } from '../templates/template-store';
import { matchesEtag } from './etag';

const ASSET_FILE = /^([0-9a-f]{64})\.(png|jpg)$/;
const MEDIA_TYPES = { png: 'image/png', jpg: 'image/jpeg' } as const;

/**
 * `/c/assets/{hash}.{ext}`: a template's logo or photo. Public like the card pages that show
 * them; the address names the content, so it never changes and is cached for a year.
 */
export async function assetRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>('/assets/:file', async (request, reply) => {
    const match = ASSET_FILE.exec(request.params.file);
    const asset = match ? await findAsset(app.systemDb, match[1]!) : null;
    const mediaType = match ? MEDIA_TYPES[match[2] as keyof typeof MEDIA_TYPES] : null;
    if (!asset || asset.media_type !== mediaType) {
      return reply.code(404).header('cache-control', 'no-cache').send({ message: 'Not found' });
    }
    const etag = `"${match![1]}"`;
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff');
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type(mediaType).send(asset.bytes);
  });
}
