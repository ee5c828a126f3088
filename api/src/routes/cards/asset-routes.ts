import { cardAssetPathSchema, errorReplySchema } from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileReply, NOT_MODIFIED } from '../../docs/file-reply';
import { PUBLIC } from '../../docs/route-docs';
import { NOT_FOUND } from '../../errors';
import { findAsset } from '../templates/template-store';
import { matchesEtag } from './etag';

const ASSET_FILE = /^([0-9a-f]{64})\.(png|jpg)$/;
const MEDIA_TYPES = { png: 'image/png', jpg: 'image/jpeg' } as const;

/**
 * `/c/assets/{hash}.{ext}`: a template's logo or photo. Public like the card pages that show
 * them; the address names the content, so it never changes and is cached for a year.
 */
export async function assetRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = {
    summary: "A template's logo or photo, by its content hash",
    tags: ['Card pages'],
    security: PUBLIC,
    params: cardAssetPathSchema,
    response: {
      200: fileReply('The image, cached for a year', Object.values(MEDIA_TYPES)),
      304: NOT_MODIFIED,
      404: errorReplySchema,
    },
  };
  app.get('/assets/:file', { schema }, async (request, reply) => {
    const match = ASSET_FILE.exec(request.params.file);
    const asset = match ? await findAsset(app.systemDb, match[1]!) : null;
    const mediaType = match ? MEDIA_TYPES[match[2] as keyof typeof MEDIA_TYPES] : null;
    if (!asset || asset.media_type !== mediaType) {
      return reply.code(404).header('cache-control', 'no-cache').send({ message: NOT_FOUND });
    }
    const etag = `"${match![1]}"`;
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff');
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send(undefined);
    return reply.type(mediaType).send(asset.bytes);
  });
}
