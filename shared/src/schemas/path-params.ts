// Path parameters the management routes share. Any text passes here: the routes answer a
// malformed or unknown id with their own 404 after the access check, as they always have.
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

/** `/{tenantId}` of batches, templates, OAuth providers and reports. */
export const tenantPathSchema = lazySchema(() => z.object({ tenantId: z.string() }));
