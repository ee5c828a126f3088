import { useRef } from 'react';
import styled from 'styled-components';
import { useToastPlacement } from './use-toast-placement';

// Its place comes from useToastPlacement; it never takes a press meant for what is under it.
// When no place in the window is free it sits in the page, as wide as its text.
const Box = styled.div<{ $tone: 'success' | 'error'; $inPage: boolean }>`
  position: ${({ $inPage }) => ($inPage ? 'static' : 'fixed')};
  width: fit-content;
  margin-top: ${({ $inPage, theme }) => ($inPage ? theme.space(4) : '0')};
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
 * A short-lived notice in a corner of the window where it covers no control (or, when every
 * place in the window would, in the page where it is rendered); pair it with `useTimedMessage`.
 */
export function Toast({
  message,
  tone = 'success',
}: {
  message: string | null;
  tone?: 'success' | 'error';
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { position, ...place } = useToastPlacement(ref, Boolean(message));
  if (!message) return null;
  const inPage = position === 'static';
  return (
    <Box
      ref={ref}
      $tone={tone}
      $inPage={inPage}
      role={tone === 'error' ? 'alert' : 'status'}
      style={inPage ? undefined : place}
    >
      {message}
    </Box>
  );
}
