import styled from 'styled-components';
import { TEXT } from '../messages';

const Note = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

/** How many visits of the period were not counted (repeats, floods); nothing when none. */
export function FilteredVisits({ count }: { count: number }) {
  return count > 0 ? <Note>{TEXT.filtered(count)}</Note> : null;
}
