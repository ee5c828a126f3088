import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span`
  width: 28px;
  height: 28px;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Centre = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(10)};
  color: ${({ theme }) => theme.colors.muted};
`;

export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <Centre role="status" aria-live="polite">
      <Ring aria-hidden="true" />
      <span>{label}</span>
    </Centre>
  );
}
