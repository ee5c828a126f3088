import { useRef } from 'react';
import styled from 'styled-components';
import { useToastPlacement } from './use-toast-placement';

// Its corner comes from useToastPlacement; it never takes a press meant for what is under it.
const Box = styled.div<{ $tone: 'success' | 'error' }>`
  position: fixed;
  z-index: 200;
  max-width: calc(100vw - ${({ theme }) => theme.space(12)});
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(5)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.modal};
  color: #fff;
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
  overflow-wrap: anywhere;
  pointer-events: none;
`;

/**
 * A short-lived notice in a corner of the window where it covers no control; pair it with
 * `useTimedMessage`.
 */
export function Toast({
  message,
  tone = 'success',
}: {
  message: string | null;
  tone?: 'success' | 'error';
}) {
  const ref = useRef<HTMLDivElement>(null);
  const placement = useToastPlacement(ref, Boolean(message));
  if (!message) return null;
  return (
    <Box ref={ref} $tone={tone} role={tone === 'error' ? 'alert' : 'status'} style={placement}>
      {message}
    </Box>
  );
}
