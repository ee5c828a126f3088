import styled from 'styled-components';

const Tag = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: 0.7rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  opacity: 0.75;
  button {
    font: inherit;
    text-transform: none;
    padding: 1px 8px;
    border: 1px solid currentColor;
    border-radius: 999px;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
`;

export const EXAMPLE_HINT = 'Example text: not saved unless you edit it or keep it';

/** 'Example' beside text the sample put there, with 'Keep' to save it as it is. */
export function ExampleTag({ name, onKeep }: { name: string; onKeep: () => void }) {
  return (
    <Tag title={EXAMPLE_HINT}>
      <span>Example</span>
      <button type="button" aria-label={`Keep example ${name}`} onClick={onKeep}>
        Keep
      </button>
    </Tag>
  );
}
