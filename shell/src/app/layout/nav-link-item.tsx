import { NavLink } from 'react-router-dom';
import styled from 'styled-components';

/** A side-menu link; the current page gets a lime marker and a lighter background. */
export const NavLinkItem = styled(NavLink)<{ $nested?: boolean }>`
  display: block;
  padding: ${({ theme, $nested }) =>
    $nested
      ? `${theme.space(2)} ${theme.space(3)} ${theme.space(2)} ${theme.space(8)}`
      : `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 3px solid transparent;
  color: rgba(255, 255, 255, 0.78);
  font-size: ${({ $nested }) => ($nested ? '14px' : '15px')};
  font-weight: 500;
  text-decoration: none;
  transition: background 0.15s ease, color 0.15s ease;

  &:hover {
    background: rgba(255, 255, 255, 0.08);
    color: #fff;
  }

  &.active {
    background: rgba(255, 255, 255, 0.14);
    border-left-color: ${({ theme }) => theme.colors.accent};
    color: #fff;
    font-weight: 600;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 1px;
  }
`;
