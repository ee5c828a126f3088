import { type ComponentProps, useSyncExternalStore } from 'react';
import styled from 'styled-components';

const Controls = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

const noSubscription = () => () => undefined;

/**
 * A <form> whose controls wait for the page's script. A screen painted from prerendered HTML
 * (docs/decisions/026) would otherwise take typing that hydration then drops, or submit natively
 * before React handles it: its controls are disabled in the HTML and enabled once hydrated.
 * Rendered by the browser alone, they are enabled from the start.
 */
export function ScriptedForm({ children, ...props }: ComponentProps<'form'>) {
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <form {...props}>
      <Controls disabled={!scripted}>{children}</Controls>
    </form>
  );
}
