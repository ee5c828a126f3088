import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { ensureRemotes } from './remotes-manifest';

type PageModule = { default: ComponentType };

const loadedPages = new Map<string, ComponentType>();

/** A page already loaded once renders at once, without suspending again. */
export const loadedPage = (id: string): ComponentType | undefined => loadedPages.get(id);

/** Loads `remote/module` (e.g. mfe_tenants/TenantsPage) and returns its default export. */
export async function loadRemotePage(remote: string, module: string): Promise<PageModule> {
  await ensureRemotes();
  const id = `${remote}/${module}`;
  const exports = await loadRemote<Partial<PageModule>>(id);
  if (!exports?.default) throw new Error(`${id} has no default export`);
  loadedPages.set(id, exports.default);
  return { default: exports.default };
}
