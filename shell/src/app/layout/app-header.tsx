import { roleBadge } from '@bizcard/shared/roles';
import { useSessionStore } from '@bizcard/shared/stores';
import { Button } from '@bizcard/shared/ui';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { AboutButton } from '../../features/about/components/about-button';
import { AccountMenu } from './account-menu';
import { initialsOf } from './initials';
import { COMPACT_LAYOUT_QUERY, useMediaQuery } from './use-media-query';

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(8)}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  @media ${COMPACT_LAYOUT_QUERY} {
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  }
`;

// Gives way first on a narrow screen: long names and emails end in an ellipsis, so the
// role badge and Logout always stay on screen.
const Who = styled.div`
  flex: 0 1 auto;
  min-width: 0;
  text-align: right;
  line-height: 1.3;
`;

const Line = styled.span`
  display: block;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Name = styled(Line)`
  font-weight: 600;
`;

const Email = styled(Line)`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Badge = styled.span`
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.infoBg};
  color: ${({ theme }) => theme.colors.primary};
  font-size: 12px;
  font-weight: 700;
  white-space: nowrap;
  flex: none;
`;

const LogoutButton = styled(Button)`
  flex: none;
`;

// In the phone's account panel the name and email wrap instead of ending in an ellipsis.
const PanelName = styled.strong`
  font-weight: 600;
`;

const PanelEmail = styled.span`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The top bar: who is signed in, their role, About and Logout. On a phone the name and email
 * had room for two letters ('Da…'), so the initials stand in a button that shows them all.
 */
export function AppHeader() {
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const logout = useSessionStore((state) => state.logout);
  const fullName = `${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim();
  const compact = useMediaQuery(COMPACT_LAYOUT_QUERY);

  const onLogout = async () => {
    try {
      await logout();
    } catch {
      // Spec §4: the local session is cleared regardless, so leave for /login anyway.
    }
    navigate('/login');
  };

  const logoutButton = (
    <LogoutButton $variant="secondary" onClick={onLogout}>
      Logout
    </LogoutButton>
  );

  if (compact) {
    return (
      <Bar>
        <AccountMenu
          initials={initialsOf(user?.first_name, user?.last_name, user?.email)}
          label={`Account: ${fullName || user?.email || 'signed in'}`}
        >
          {fullName ? <PanelName>{fullName}</PanelName> : null}
          {user?.email ? <PanelEmail>{user.email}</PanelEmail> : null}
          <Badge>{roleBadge(user?.role)}</Badge>
          <AboutButton />
          {logoutButton}
        </AccountMenu>
      </Bar>
    );
  }

  return (
    <Bar>
      <Who>
        {fullName ? <Name title={fullName}>{fullName}</Name> : null}
        {user?.email ? <Email title={user.email}>{user.email}</Email> : null}
      </Who>
      <Badge>{roleBadge(user?.role)}</Badge>
      <AboutButton />
      {logoutButton}
    </Bar>
  );
}
