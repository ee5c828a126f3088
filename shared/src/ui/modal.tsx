import { type ReactNode, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgba(16, 24, 40, 0.5);
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(4)};
  overflow-y: auto;
  z-index: 100;
`;

const Dialog = styled.div<{ $wide?: boolean }>`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.modal};
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? '880px' : '520px')};
  padding: ${({ theme }) => theme.space(6)};
`;

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Close = styled.button`
  border: none;
  background: none;
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.muted};
`;

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}

/** A dialog over the page; Escape and the × close it, focus moves into it on open. */
export function Modal({ title, onClose, children, wide }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // Callers often pass an inline arrow: keep the latest without re-running the open effect.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    dialogRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closeRef.current();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        $wide={wide}
      >
        <Header>
          <h2 id={titleId}>{title}</h2>
          <Close type="button" aria-label="Close" onClick={onClose}>
            ×
          </Close>
        </Header>
        {children}
      </Dialog>
    </Backdrop>
  );
}
