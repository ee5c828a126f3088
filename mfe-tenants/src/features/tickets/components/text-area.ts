import { Input } from '@bizcard/shared/ui';
import styled from 'styled-components';

/** A multi-line Input: a ticket's description and the replies. */
export const TextArea = styled(Input).attrs({ as: 'textarea' })`
  min-height: 120px;
  resize: vertical;
  font: inherit;
`;
