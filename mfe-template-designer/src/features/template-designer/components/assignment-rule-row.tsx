import type { TemplateSummary } from '@bizcard/shared/model';
import { Button, Input, Select } from '@bizcard/shared/ui';
import styled from 'styled-components';
import { ASSIGNMENT_MESSAGES as M } from '../messages';

/** A rule as the editor holds it: what it matches, and the template it gives. */
export interface RuleDraft {
  key: number;
  kind: 'department' | 'group';
  /** The department's name, or the group's id. */
  value: string;
  templateId: string;
}

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(110px, 0.7fr) minmax(140px, 1.2fr) minmax(140px, 1fr) auto;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  padding: ${({ theme }) => theme.space(2)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
`;

interface AssignmentRuleRowProps {
  index: number;
  count: number;
  rule: RuleDraft;
  templates: readonly TemplateSummary[];
  groups: readonly { id: string; name: string }[];
  departmentsListId: string;
  onChange: (rule: RuleDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One rule of the assignment editor, with its place in the order. */
export function AssignmentRuleRow(props: AssignmentRuleRowProps) {
  const { rule, index } = props;
  const label = M.ruleLabel(index);
  return (
    <Item aria-label={label}>
      <Select
        aria-label={`${label}: ${M.kind}`}
        value={rule.kind}
        onChange={(event) =>
          props.onChange({ ...rule, kind: event.target.value as RuleDraft['kind'], value: '' })
        }
      >
        <option value="department">{M.department}</option>
        <option value="group" disabled={props.groups.length === 0}>
          {props.groups.length === 0 ? `${M.group} (${M.noGroups})` : M.group}
        </option>
      </Select>
      {rule.kind === 'department' ? (
        <Input
          aria-label={`${label}: ${M.department}`}
          list={props.departmentsListId}
          value={rule.value}
          onChange={(event) => props.onChange({ ...rule, value: event.target.value })}
        />
      ) : (
        <Select
          aria-label={`${label}: ${M.group}`}
          value={rule.value}
          onChange={(event) => props.onChange({ ...rule, value: event.target.value })}
        >
          <option value="" disabled>
            {M.group}
          </option>
          {props.groups.map((group) => (
            <option key={group.id} value={group.id}>
              {group.name}
            </option>
          ))}
        </Select>
      )}
      <Select
        aria-label={`${label}: ${M.template}`}
        value={rule.templateId}
        onChange={(event) => props.onChange({ ...rule, templateId: event.target.value })}
      >
        {props.templates.map((template) => (
          <option key={template.id} value={template.id}>
            {template.name}
          </option>
        ))}
      </Select>
      <Actions>
        <Button
          $variant="secondary"
          aria-label={`${label}: ${M.moveUp}`}
          disabled={index === 0}
          onClick={() => props.onMove(-1)}
        >
          ↑
        </Button>
        <Button
          $variant="secondary"
          aria-label={`${label}: ${M.moveDown}`}
          disabled={index === props.count - 1}
          onClick={() => props.onMove(1)}
        >
          ↓
        </Button>
        <Button
          $variant="secondary"
          aria-label={`${label}: ${M.removeRule}`}
          onClick={props.onRemove}
        >
          ×
        </Button>
      </Actions>
    </Item>
  );
}
