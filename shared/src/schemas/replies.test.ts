import * as z from 'zod/mini';
import { auditLogPageSchema } from './audit-log';
import { batchListResponseSchema, batchUploadResultSchema } from './batches';
import {
  oauthCatalogueResponseSchema,
  oauthProviderDeleteResponseSchema,
  oauthProviderListResponseSchema,
  oauthProviderSaveResponseSchema,
} from './oauth-providers';
import recorded from './recorded-replies.json';
import { activitySummarySchema, usageReportSchema } from './reports';
import { savedTemplateReplySchema, templateResponseSchema } from './templates';

// Each reply as the API gave it (recorded-replies.json), with the schema its route declares.
const REPLIES: Array<[keyof typeof recorded, z.ZodMiniType]> = [
  ['templateEmpty', templateResponseSchema],
  ['template', templateResponseSchema],
  ['templateSave', savedTemplateReplySchema],
  ['oauthAvailable', oauthCatalogueResponseSchema],
  ['oauthCreate', oauthProviderSaveResponseSchema],
  ['oauthUpdate', oauthProviderSaveResponseSchema],
  ['oauthList', oauthProviderListResponseSchema],
  ['oauthDelete', oauthProviderDeleteResponseSchema],
  ['batchUpload', batchUploadResultSchema],
  ['batchList', batchListResponseSchema],
  ['usage', usageReportSchema],
  ['activity', activitySummarySchema],
  ['logs', auditLogPageSchema],
];

describe('reply schemas', () => {
  test.each(REPLIES)('accept the %s reply the API gave, unchanged', (name, schema) => {
    const reply = recorded[name];
    const parsed = z.safeParse(schema, reply);
    expect(parsed.error?.issues).toBeUndefined();
    expect(parsed.data).toEqual(reply);
  });

  test('refuse a usage report whose counts drifted to strings', () => {
    const drifted = {
      ...recorded.usage,
      totals: { ...recorded.usage.totals, views: String(recorded.usage.totals.views) },
    };
    expect(z.safeParse(usageReportSchema, drifted).success).toBe(false);
  });

  test('refuse an upload answer without its row errors, and a batch without its time', () => {
    const { errors: _, ...withoutErrors } = recorded.batchUpload;
    expect(z.safeParse(batchUploadResultSchema, withoutErrors).success).toBe(false);
    const [batch] = recorded.batchList.batches;
    const untimed = { batches: [{ ...batch, created_at: 'yesterday' }] };
    expect(z.safeParse(batchListResponseSchema, untimed).success).toBe(false);
  });

  test('refuse an audit entry with an action the log does not name', () => {
    const [entry] = recorded.logs.entries;
    const page = { ...recorded.logs, entries: [{ ...entry, action: 'tenant.rename' }] };
    expect(z.safeParse(auditLogPageSchema, page).success).toBe(false);
  });

  test('leave out of a provider configuration any field it does not name, a secret included', () => {
    const leaked = {
      ...recorded.oauthCreate,
      data: { ...recorded.oauthCreate.data, client_secret: 'the-client-secret' },
    };
    const parsed = z.parse(oauthProviderSaveResponseSchema, leaked);
    expect(parsed.data).not.toHaveProperty('client_secret');
    expect(parsed).toEqual(recorded.oauthCreate);
  });
});
