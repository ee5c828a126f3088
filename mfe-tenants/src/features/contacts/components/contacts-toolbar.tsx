import { Button, Input } from '@bizcard/shared/ui';
import { useId, useState } from 'react';
import { FilterBar, FilterControl } from '../../../components/filter-bar';
import { MESSAGES } from '../messages';

interface ContactsToolbarProps {
  /** Search pressed, or Enter in the field: the text as typed. */
  onSearch: (q: string) => void;
  exporting: boolean;
  onExport: () => void;
}

/** A search over name, email and company, applied on Search or Enter; and Export CSV. */
export function ContactsToolbar({ onSearch, exporting, onExport }: ContactsToolbarProps) {
  const id = useId();
  const [draft, setDraft] = useState('');

  return (
    <FilterBar>
      <FilterBar
        as="form"
        $spaceBelow={0}
        role="search"
        aria-label="Contacts"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(draft.trim());
        }}
      >
        <FilterControl>
          <label htmlFor={`${id}-q`}>Search</label>
          <Input
            id={`${id}-q`}
            type="search"
            placeholder={MESSAGES.searchPlaceholder}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </FilterControl>
        <Button type="submit" $variant="secondary">
          Search
        </Button>
      </FilterBar>
      <Button $variant="secondary" disabled={exporting} onClick={onExport}>
        {exporting ? MESSAGES.exporting : MESSAGES.exportCsv}
      </Button>
    </FilterBar>
  );
}
