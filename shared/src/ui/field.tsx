import { type ReactNode, useId } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Label = styled.label`
  font-weight: 600;
  font-size: 14px;
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
`;

const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 13px;
`;

export const Input = styled.input`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  width: 100%;
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  &:disabled { background: ${({ theme }) => theme.colors.background}; }
`;

export const Select = styled.select`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  width: 100%;
`;

interface FieldProps {
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  /**
   * The id of a message shown elsewhere that names this field (a sign-in form's banner, which
   * speaks of several): the control is marked invalid and described by it.
   */
  errorId?: string;
  /** Renders the control with the ids that tie label, hint and error to it. */
  children: (control: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
  }) => ReactNode;
}

/** A labelled form control with its hint and its error message. */
export function Field({ label, required, hint, error, errorId, children }: FieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`, errorId]
    .filter(Boolean)
    .join(' ');
  return (
    <Wrapper>
      <Label htmlFor={id}>
        {label}
        {required ? ' *' : ''}
      </Label>
      {children({
        id,
        'aria-invalid': Boolean(error || errorId),
        'aria-describedby': describedBy || undefined,
      })}
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Wrapper>
  );
}
