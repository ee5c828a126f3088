import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

describe('lazySchema', () => {
  it('builds the schema on its first read, once, not when it is declared', () => {
    const build = jest.fn(() => z.object({ name: z.string() }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();

    expect(z.safeParse(schema, { name: 'Acme' }).success).toBe(true);
    expect(z.safeParse(schema, { name: 7 }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('serves as a schema to zod: composition, type checks and the JSON schema', () => {
    const tenant = lazySchema(() => z.object({ id: z.string() }));
    const withName = z.extend(tenant, { name: z.string() });
    const list = z.object({ tenants: z.array(tenant) });

    expect(z.parse(withName, { id: 't1', name: 'Acme' })).toEqual({ id: 't1', name: 'Acme' });
    expect(z.safeParse(list, { tenants: [{ id: 1 }] }).success).toBe(false);
    expect(tenant instanceof z.ZodMiniObject).toBe(true);
    expect(z.toJSONSchema(list)).toMatchObject({
      properties: { tenants: { items: { properties: { id: { type: 'string' } } } } },
    });
  });
});
