import { Button, Input } from '@bizcard/shared/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { MESSAGES } from '../messages';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  label {
    display: block;
    font-weight: 600;
    font-size: 14px;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

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
    <Bar>
      <SearchForm
        role="search"
        aria-label="Contacts"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(draft.trim());
        }}
      >
        <div>
          <label htmlFor={`${id}-q`}>Search</label>
          <Input
            id={`${id}-q`}
            type="search"
            placeholder={MESSAGES.searchPlaceholder}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <Button type="submit" $variant="secondary">
          Search
        </Button>
      </SearchForm>
      <Button $variant="secondary" disabled={exporting} onClick={onExport}>
        {exporting ? MESSAGES.exporting : MESSAGES.exportCsv}
      </Button>
    </Bar>
  );
}
