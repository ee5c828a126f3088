import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { ensureRemotes } from './remotes-manifest';

type PageModule = { default: ComponentType };

const loadedPages = new Map<string, ComponentType>();

/** A page already loaded once renders at once, without suspending again. */
export const loadedPage = (id: string): ComponentType | undefined => loadedPages.get(id);

const inFlight = new Map<string, Promise<PageModule>>();

/**
 * Loads `remote/module` (e.g. mfe_tenants/TenantsPage) and returns its default export. A
 * preload and the page share one load; a failed load is forgotten so Retry starts afresh.
 */
export function loadRemotePage(remote: string, module: string): Promise<PageModule> {
  const id = `${remote}/${module}`;
  const pending = inFlight.get(id) ?? fetchPage(id);
  inFlight.set(id, pending);
  pending.catch(() => inFlight.delete(id));
  return pending;
}

async function fetchPage(id: string): Promise<PageModule> {
  await ensureRemotes();
  const exports = await loadRemote<Partial<PageModule>>(id);
  if (!exports?.default) throw new Error(`${id} has no default export`);
  loadedPages.set(id, exports.default);
  return { default: exports.default };
}
