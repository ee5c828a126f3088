import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Input } from './field';

// Typing pauses this long before the search is sent: one call per word, not per letter.
export const SEARCH_PAUSE_MS = 300;

const Control = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 420px;
`;

interface SearchBoxProps {
  label: string;
  placeholder?: string;
  /** Called with the trimmed words once typing pauses, and only when they changed. */
  onSearch: (text: string) => void;
  className?: string;
}

/** A labelled search field that asks for results once typing pauses. */
export function SearchBox({ label, placeholder, onSearch, className }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState('');
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
    <Control className={className}>
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        type="search"
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </Control>
  );
}
