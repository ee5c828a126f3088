/**
 * A schema built the first time something reads it, rather than when its module loads: a page
 * builds only the schemas its calls and forms use, instead of every schema of the product
 * (docs/decisions/075-schemas-built-on-first-use.md). The value stands for the schema in every
 * way zod and its callers read one.
 */
export function lazySchema<Schema extends object>(build: () => Schema): Schema {
  let built: Schema | undefined;
  const schema = (): Schema => {
    built ??= build();
    return built;
  };
  return new Proxy({} as Schema, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    // A proxy may not report a property its (empty) target lacks as non-configurable.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
