import { listAuditLog, useServerData } from '@bizcard/shared/api';
import { useCallback, useState } from 'react';
import type { LogQuery } from '../lib/log-filters';
import { PAGE_SIZE } from '../messages';

// How each page shown was reached: the `next` of the page before it, or null where the API
// answered without one (an API older than keyset paging), which pages by number.
type Trail = Array<string | null>;

/**
 * One page of the entries `query` selects, newest first. Pages follow the `next` of the page
 * before (keyset), so page 5,000 of a 10-million-entry log costs what page 1 does; a new
 * query starts again at page 1.
 */
export function useAuditLog(query: LogQuery) {
  const [paging, setPaging] = useState<{ query: LogQuery; trail: Trail }>({ query, trail: [] });
  const trail = paging.query === query ? paging.trail : [];
  const page = trail.length + 1;
  const after = trail.at(-1) ?? undefined;
  const log = useServerData(
    (signal) => listAuditLog({ ...query, page, page_size: PAGE_SIZE, after }, signal),
    [query, page, after],
  );
  const reply = log.status === 'ready' ? log.data : null;
  const pages = reply ? Math.max(page, Math.ceil(reply.total / reply.page_size)) : page;
  const next = reply?.next;
  const hasNext = next === undefined ? page < pages : next !== null;
  const goTo = useCallback(
    (wanted: number) =>
      setPaging({
        query,
        trail: wanted <= trail.length ? trail.slice(0, wanted - 1) : [...trail, next ?? null],
      }),
    [query, trail, next],
  );
  return { ...log, page, pages, hasNext, goTo };
}
