import styled from 'styled-components';

const Box = styled.div<{ $tone: 'success' | 'error' }>`
  position: fixed;
  right: ${({ theme }) => theme.space(6)};
  bottom: ${({ theme }) => theme.space(6)};
  z-index: 200;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(5)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.modal};
  color: #fff;
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
`;

/** A short-lived notice in the corner; pair it with `useTimedMessage`. */
export function Toast({
  message,
  tone = 'success',
}: {
  message: string | null;
  tone?: 'success' | 'error';
}) {
  if (!message) return null;
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {message}
    </Box>
  );
}
