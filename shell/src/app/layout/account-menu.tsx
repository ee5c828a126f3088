import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  position: relative;
  flex: none;
`;

const Initials = styled.button`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.infoBg};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  cursor: pointer;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.primary}; outline-offset: 2px; }
`;

// Under the button, its right edge on the button's: on a 320 px phone it stays on screen.
const Panel = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space(2)});
  right: 0;
  z-index: 150;
  width: min(280px, calc(100vw - ${({ theme }) => theme.space(8)}));
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.modal};
  overflow-wrap: anywhere;
  &[hidden] { display: none; }
`;

interface AccountMenuProps {
  initials: string;
  /** The button's accessible name: who is signed in. */
  label: string;
  /** Name, email, role, About and Logout: what the wide header shows in a row. */
  children: ReactNode;
}

/**
 * The phone header's account entry: the initials in a round button that shows and hides the
 * signed-in person's details and actions. Escape or a press outside closes it, and Escape
 * gives focus back to the button.
 */
export function AccountMenu({ initials, label, children }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    // The About panel is a <dialog> inside this wrapper: presses in it are not outside.
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <Wrapper ref={wrapperRef} onKeyDown={onKeyDown}>
      <Initials
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <span aria-hidden="true">{initials}</span>
      </Initials>
      <Panel id={panelId} role="group" aria-label={label} hidden={!open}>
        {children}
      </Panel>
    </Wrapper>
  );
}
