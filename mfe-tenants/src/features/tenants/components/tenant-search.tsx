import { Input } from '@bizcard/shared/ui';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';

// Typing pauses this long before the list is asked for: one call per word, not per letter.
export const SEARCH_PAUSE_MS = 300;

const Control = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 420px;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** 'Search tenants': the name, tenant ID or email, sent once typing pauses. */
export function TenantSearch({ onSearch }: { onSearch: (text: string) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  // What the list was last asked for: no new search (back to page 1) unless the words change.
  const searched = useRef('');
  useEffect(() => {
    if (text.trim() === searched.current) return;
    const timer = setTimeout(() => {
      searched.current = text.trim();
      onSearch(searched.current);
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <Control>
      <label htmlFor={id}>Search tenants</label>
      <Input
        id={id}
        type="search"
        placeholder="Name, tenant ID or email"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </Control>
  );
}
