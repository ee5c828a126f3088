import {
  AUDIT_EXPORT_FORMATS,
  AUDIT_LEVEL_LABELS,
  AUDIT_LEVELS,
  type AuditExportFormat,
  type AuditLevel,
} from '@bizcard/shared/model';
import { Button, Input, Select } from '@bizcard/shared/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { FilterBar, FilterControl } from '../../../components/filter-bar';
import type { LogFilters } from '../lib/log-filters';
import { EXPORTS, MESSAGES } from '../messages';

const Hint = styled.p`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

interface LogsToolbarProps {
  draft: LogFilters;
  onDraft: (draft: LogFilters) => void;
  /** Filter pressed, or Enter in a field. */
  onFilter: () => void;
  exporting: boolean;
  onExport: (format: AuditExportFormat) => void;
}

/** Spec §2's level filter, Filter and Export, with a text search and a date range. */
export function LogsToolbar({ draft, onDraft, onFilter, exporting, onExport }: LogsToolbarProps) {
  const id = useId();
  const [format, setFormat] = useState<AuditExportFormat>('csv');
  const set = (change: Partial<LogFilters>) => onDraft({ ...draft, ...change });

  return (
    <form
      aria-label="Log filters"
      onSubmit={(event) => {
        event.preventDefault();
        onFilter();
      }}
    >
      <FilterBar $spaceBelow={2}>
        <FilterControl>
          <label htmlFor={`${id}-level`}>Level</label>
          <Select
            id={`${id}-level`}
            value={draft.level}
            onChange={(event) => set({ level: event.target.value as AuditLevel | '' })}
          >
            <option value="">{MESSAGES.allLevels}</option>
            {AUDIT_LEVELS.map((level) => (
              <option key={level} value={level}>
                {AUDIT_LEVEL_LABELS[level]}
              </option>
            ))}
          </Select>
        </FilterControl>
        <FilterControl>
          <label htmlFor={`${id}-q`}>Search</label>
          <Input
            id={`${id}-q`}
            type="search"
            placeholder={MESSAGES.searchPlaceholder}
            value={draft.q}
            onChange={(event) => set({ q: event.target.value })}
          />
        </FilterControl>
        {(['from', 'to'] as const).map((end) => (
          <FilterControl key={end}>
            <label htmlFor={`${id}-${end}`}>{end === 'from' ? 'From' : 'To'}</label>
            <Input
              id={`${id}-${end}`}
              type="date"
              aria-describedby={`${id}-utc`}
              value={draft[end]}
              onChange={(event) => set({ [end]: event.target.value })}
            />
          </FilterControl>
        ))}
        <Button type="submit" $variant="secondary">
          Filter
        </Button>
        <FilterControl>
          <label htmlFor={`${id}-format`}>Export format</label>
          <Select
            id={`${id}-format`}
            value={format}
            onChange={(event) => setFormat(event.target.value as AuditExportFormat)}
          >
            {AUDIT_EXPORT_FORMATS.map((choice) => (
              <option key={choice} value={choice}>
                {EXPORTS[choice].label}
              </option>
            ))}
          </Select>
        </FilterControl>
        <Button $variant="secondary" disabled={exporting} onClick={() => onExport(format)}>
          {exporting ? MESSAGES.exporting : 'Export'}
        </Button>
      </FilterBar>
      <Hint id={`${id}-utc`}>{MESSAGES.utcDays}</Hint>
    </form>
  );
}
