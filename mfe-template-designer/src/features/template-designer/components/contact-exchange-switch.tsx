import { useId } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
  margin: ${({ theme }) => `${theme.space(1)} 0 0 ${theme.space(6)}`};
`;

interface ContactExchangeSwitchProps {
  /** The template's `contactExchange`: absent is on, as for a template saved before it. */
  checked: boolean | undefined;
  onChange: (contactExchange: boolean) => void;
}

/** The template's switch for the cards' 'Share your details' form (decision 053), on by default. */
export function ContactExchangeSwitch({ checked, onChange }: ContactExchangeSwitchProps) {
  const hintId = useId();
  return (
    <Wrapper>
      <label>
        <input
          type="checkbox"
          checked={checked !== false}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />{' '}
        Show &lsquo;Share your details&rsquo; on cards
      </label>
      <Hint id={hintId}>Card visitors send their own details to the card&rsquo;s owner.</Hint>
    </Wrapper>
  );
}
