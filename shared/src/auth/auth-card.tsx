import type { ReactNode } from 'react';
import styled from 'styled-components';

const Screen = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(6)};
  background: linear-gradient(160deg, ${({ theme }) => theme.colors.secondary} 0%, #0b2a78 55%, ${({ theme }) => theme.colors.background} 55.1%);
`;

const Panel = styled.section`
  width: 100%;
  max-width: 420px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.modal};
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(8)}`};
`;

const Brand = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 13px;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.h1`
  font-size: 22px;
  font-weight: 700;
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const Subtitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.muted};
`;

/** Who the screen speaks to: admins of the dashboard, or end users keeping their card. */
export type AuthAudience = 'admin' | 'self';

const BRAND: Record<AuthAudience, string> = {
  admin: 'BizCard Admin',
  self: 'BizCard Self-Service',
};

interface AuthCardProps {
  title: string;
  audience?: AuthAudience;
  subtitle?: string;
  children: ReactNode;
}

/** The centred card every sign-in screen sits in. */
export function AuthCard({ title, audience = 'admin', subtitle, children }: AuthCardProps) {
  return (
    <Screen>
      <Panel>
        <Brand>{BRAND[audience]}</Brand>
        <Title>{title}</Title>
        {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
        {children}
      </Panel>
    </Screen>
  );
}
