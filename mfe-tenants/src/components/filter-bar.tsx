import styled from 'styled-components';

/** A wrapping row of filter fields and buttons, aligned on their bottom edge. */
export const FilterBar = styled.div<{ $spaceBelow?: number }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme, $spaceBelow = 4 }) => theme.space($spaceBelow)};
`;

/** One labelled field of a FilterBar: the label above its input, both at their natural width. */
export const FilterControl = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  label {
    font-weight: 600;
    font-size: 14px;
  }
  input,
  select {
    width: auto;
  }
`;
