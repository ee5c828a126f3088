import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { LoginMode } from '../hooks/use-login-form';

const List = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Tab = styled.button<{ $active: boolean }>`
  padding: ${({ theme }) => theme.space(2)};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-weight: 600;
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.surface : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.muted)};
  box-shadow: ${({ theme, $active }) => ($active ? theme.shadows.card : 'none')};
`;

const TABS: { mode: LoginMode; label: string }[] = [
  { mode: 'magic', label: 'Magic Link' },
  { mode: 'password', label: 'Password' },
];

export const loginPanelId = 'login-panel';
const loginTabId = (mode: LoginMode) => `login-tab-${mode}`;

interface LoginTabsProps {
  mode: LoginMode;
  onChange: (mode: LoginMode) => void;
}

/** The Magic Link / Password switch, keyboard-operable as an ARIA tab list. */
export function LoginTabs({ mode, onChange }: LoginTabsProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = mode === 'magic' ? 'password' : 'magic';
    onChange(next);
    document.getElementById(loginTabId(next))?.focus();
  };
  return (
    <List role="tablist" aria-label="Sign-in method" onKeyDown={onKeyDown}>
      {TABS.map((tab) => (
        <Tab
          key={tab.mode}
          id={loginTabId(tab.mode)}
          type="button"
          role="tab"
          aria-selected={mode === tab.mode}
          aria-controls={loginPanelId}
          tabIndex={mode === tab.mode ? 0 : -1}
          $active={mode === tab.mode}
          onClick={() => onChange(tab.mode)}
        >
          {tab.label}
        </Tab>
      ))}
    </List>
  );
}
