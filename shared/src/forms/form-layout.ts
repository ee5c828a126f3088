import styled from 'styled-components';

/** A titled group of form fields (its <legend> is the title). */
export const Section = styled.fieldset`
  border: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  margin: 0;
  padding: ${({ theme }) => `${theme.space(4)} 0 0`};

  legend {
    padding-right: ${({ theme }) => theme.space(2)};
    font-weight: 700;
    font-size: 15px;
  }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  column-gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(3)};
`;
