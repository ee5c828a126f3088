import type { Address } from '@bizcard/shared/model';
import { Muted } from '@bizcard/shared/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { PROFILE_MESSAGES } from '../messages';

const Section = styled.fieldset`
  border: none;
  padding: 0;
  margin: ${({ theme }) => theme.space(4)} 0 0;
  legend { font-weight: 600; margin-bottom: ${({ theme }) => theme.space(2)}; }
  ul { margin: 0 0 ${({ theme }) => theme.space(1)}; padding-left: ${({ theme }) => theme.space(5)}; }
`;

const lineOf = (address: Address) =>
  [address.street, address.city, address.state, address.zipCode, address.country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');

/** The addresses as the company keeps them, when the person's template locks them. */
export function LockedAddresses({ addresses }: { addresses: readonly Address[] }) {
  const filled = addresses.filter((address) => lineOf(address));
  const hintId = useId();
  return (
    <Section aria-describedby={hintId}>
      <legend>Addresses</legend>
      {filled.length > 0 && (
        <ul>
          {filled.map((address, index) => (
            // Addresses have no id of their own: their position is who they are.
            <li key={index}>
              {address.type}: {lineOf(address)}
            </li>
          ))}
        </ul>
      )}
      <Muted id={hintId}>{PROFILE_MESSAGES.managed}</Muted>
    </Section>
  );
}
