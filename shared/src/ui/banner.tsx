import type { ReactNode } from 'react';
import styled from 'styled-components';

export type BannerTone = 'success' | 'error' | 'info';

const Box = styled.div<{ $tone: BannerTone }>`
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  margin-bottom: ${({ theme }) => theme.space(4)};
  border: 1px solid
    ${({ theme, $tone }) =>
      $tone === 'success'
        ? theme.colors.successBorder
        : $tone === 'error'
          ? theme.colors.dangerBorder
          : theme.colors.infoBorder};
  background: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.successBg
      : $tone === 'error'
        ? theme.colors.dangerBg
        : theme.colors.infoBg};
  color: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.success
      : $tone === 'error'
        ? theme.colors.danger
        : theme.colors.info};
`;

interface BannerProps {
  tone: BannerTone;
  /** For the fields the message names, which point to it with aria-describedby. */
  id?: string;
  children: ReactNode;
}

/** A coloured message box; errors are announced at once, the rest politely. */
export function Banner({ tone, id, children }: BannerProps) {
  return (
    <Box id={id} $tone={tone} role={tone === 'error' ? 'alert' : 'status'} data-tone={tone}>
      {children}
    </Box>
  );
}
