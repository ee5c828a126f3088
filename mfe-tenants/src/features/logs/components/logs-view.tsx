import { Banner, EmptyState, LoadFailed, Spinner } from '@bizcard/shared/ui';
import { useState } from 'react';
import { PageNav } from '../../../components/page-nav';
import { useAuditLog } from '../hooks/use-audit-log';
import { useLogExport } from '../hooks/use-log-export';
import { filtersProblem, type LogQuery, logQuery, NO_FILTERS } from '../lib/log-filters';
import { MESSAGES } from '../messages';
import { LogTable } from './log-table';
import { LogsToolbar } from './logs-toolbar';

interface LogsViewProps {
  /** One tenant's entries; undefined: every tenant's (super admins). */
  tenantId: string | undefined;
}

/**
 * The toolbar, the entries and the paging. The toolbar's fields are a draft: nothing is
 * asked until Filter (or Enter), which loads page 1; Export writes what was last applied.
 */
export function LogsView({ tenantId }: LogsViewProps) {
  const [draft, setDraft] = useState(NO_FILTERS);
  const [problem, setProblem] = useState<string | null>(null);
  const [query, setQuery] = useState<LogQuery>(() => logQuery(NO_FILTERS, tenantId));
  const log = useAuditLog(query);
  const logExport = useLogExport(query);

  const applyFilters = () => {
    const found = filtersProblem(draft);
    setProblem(found);
    if (found) return;
    setQuery(logQuery(draft, tenantId));
  };

  return (
    <>
      <LogsToolbar
        draft={draft}
        onDraft={setDraft}
        onFilter={applyFilters}
        exporting={logExport.exporting}
        onExport={(format) => void logExport.run(format)}
      />
      {problem && <Banner tone="error">{problem}</Banner>}
      {logExport.failure && <Banner tone="error">{logExport.failure}</Banner>}
      {log.status === 'loading' && <Spinner label={MESSAGES.loading} />}
      {log.status === 'error' && <LoadFailed message={MESSAGES.loadFailed} onRetry={log.reload} />}
      {log.status === 'ready' && log.data.entries.length === 0 && (
        <EmptyState>{MESSAGES.empty}</EmptyState>
      )}
      {log.status === 'ready' && log.data.entries.length > 0 && (
        <>
          <LogTable entries={log.data.entries} showTenant={!tenantId} />
          <PageNav
            label="Log pages"
            count={MESSAGES.entries(log.data.total, log.data.total_estimated)}
            page={log.page}
            pages={log.pages}
            about={log.data.total_estimated}
            hasNext={log.hasNext}
            onPage={log.goTo}
          />
        </>
      )}
    </>
  );
}
