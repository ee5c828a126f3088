import type { CardFieldVisibility } from '@bizcard/shared/model';
import styled from 'styled-components';
import { CARD_DETAILS } from '../messages';

const Row = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(2)} 0`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  input {
    width: 18px;
    height: 18px;
  }
`;

interface CardDetailSwitchProps {
  field: CardFieldVisibility;
  saving: boolean;
  onChange: (shown: boolean) => void;
}

/** One filled detail and its 'Show on card' switch; name and email are always shown. */
export function CardDetailSwitch({ field, saving, onChange }: CardDetailSwitchProps) {
  return (
    <Row>
      <span>{field.label}</span>
      <label>
        <input
          type="checkbox"
          role="switch"
          aria-label={CARD_DETAILS.switchName(field.label)}
          checked={field.shown}
          aria-checked={field.shown}
          disabled={!field.can_hide || saving}
          aria-busy={saving}
          onChange={(event) => onChange(event.target.checked)}
        />
        {field.can_hide ? CARD_DETAILS.showOnCard : CARD_DETAILS.alwaysShown}
      </label>
    </Row>
  );
}
