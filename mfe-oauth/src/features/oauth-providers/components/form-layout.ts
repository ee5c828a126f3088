import styled from 'styled-components';

/** A titled part of the provider form (its <legend> is the title). */
export const FormSection = styled.fieldset`
  border: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  margin: ${({ theme }) => `${theme.space(2)} 0 ${theme.space(4)}`};
  padding: ${({ theme }) => `${theme.space(4)} 0 0`};
  min-width: 0;

  legend {
    padding-right: ${({ theme }) => theme.space(2)};
    font-weight: 700;
    font-size: 15px;
  }
`;

/** Fields side by side where there is room, one under the other on a phone. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  column-gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(3)};
`;
