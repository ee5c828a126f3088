import { tooLongError } from '@bizcard/shared/forms';
import type { CardSection } from '@bizcard/shared/model';
import { TEMPLATE_TEXT_MAX } from '@bizcard/shared/schemas';
import { Button, Input } from '@bizcard/shared/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { ExampleTag } from './example-tag';

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  input[type='text'] { flex: 1; min-width: 160px; width: auto; }
  strong { flex: 1; }
`;

// On a line of its own under the row's controls.
const TitleError = styled.span`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 13px;
`;

interface SectionRowProps {
  /** The built-in's default title, or the custom section's title: what the controls name. */
  name: string;
  /** A built-in's state; null for a custom section. */
  builtIn: CardSection | null;
  /** A custom section that is still the sample's example text. */
  example?: boolean;
  onKeep?: () => void;
  first: boolean;
  last: boolean;
  onToggle: (enabled: boolean) => void;
  onRename: (title: string) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

export function SectionRow({
  name,
  builtIn,
  example = false,
  onKeep = () => undefined,
  first,
  last,
  onToggle,
  onRename,
  onMove,
  onRemove,
}: SectionRowProps) {
  const errorId = useId();
  const titleLabel = `${name} title`;
  const titleError =
    builtIn && tooLongError(titleLabel, TEMPLATE_TEXT_MAX.sectionTitle, builtIn.title);
  return (
    <Item>
      {builtIn ? (
        <>
          <label>
            <input
              type="checkbox"
              checked={builtIn.enabled}
              onChange={(event) => onToggle(event.target.checked)}
            />{' '}
            Show {name}
          </label>
          <Input
            type="text"
            aria-label={titleLabel}
            aria-invalid={Boolean(titleError)}
            aria-describedby={titleError ? errorId : undefined}
            value={builtIn.title}
            onChange={(event) => onRename(event.target.value)}
          />
        </>
      ) : (
        <strong>
          {name} {example && <ExampleTag name={name} onKeep={onKeep} />}
        </strong>
      )}
      <Button
        $variant="ghost"
        aria-label={`Move ${name} up`}
        disabled={first}
        onClick={() => onMove(-1)}
      >
        ↑
      </Button>
      <Button
        $variant="ghost"
        aria-label={`Move ${name} down`}
        disabled={last}
        onClick={() => onMove(1)}
      >
        ↓
      </Button>
      {titleError && <TitleError id={errorId}>{titleError}</TitleError>}
      {!builtIn && (
        <Button $variant="danger" aria-label={`Remove ${name}`} onClick={onRemove}>
          Remove
        </Button>
      )}
    </Item>
  );
}
