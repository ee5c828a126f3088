import styled from 'styled-components';

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid rgba(255, 255, 255, 0.28);
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: #fff;
  font-weight: 600;
  cursor: pointer;
  &:hover { background: rgba(255, 255, 255, 0.08); }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.accent}; }
`;

// Three bars that turn into a cross while the menu is open.
const Bars = styled.span<{ $open: boolean }>`
  position: relative;
  width: 18px;
  height: 2px;
  background: ${({ $open }) => ($open ? 'transparent' : 'currentColor')};
  &::before,
  &::after {
    content: '';
    position: absolute;
    left: 0;
    width: 18px;
    height: 2px;
    background: currentColor;
    transition: transform 0.15s ease;
  }
  &::before { transform: ${({ $open }) => ($open ? 'rotate(45deg)' : 'translateY(-6px)')}; }
  &::after { transform: ${({ $open }) => ($open ? 'rotate(-45deg)' : 'translateY(6px)')}; }
`;

interface MenuButtonProps {
  open: boolean;
  /** The id of the element the button shows and hides. */
  controls: string;
  onToggle: () => void;
}

/** Shows and hides the side menu on small screens. */
export function MenuButton({ open, controls, onToggle }: MenuButtonProps) {
  return (
    <Toggle type="button" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      <Bars $open={open} aria-hidden="true" />
      Menu
    </Toggle>
  );
}
