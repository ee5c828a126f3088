import {
  getTemplateRules,
  saveTemplateRules,
  serverMessage,
  useServerData,
} from '@bizcard/shared/api';
import type { TemplateRulesReply, TemplateSummary } from '@bizcard/shared/model';
import { Banner, Button, Modal, ModalBody, ModalFooter, Muted, Spinner } from '@bizcard/shared/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { ASSIGNMENT_MESSAGES as M } from '../messages';
import { AssignmentRuleRow, type RuleDraft } from './assignment-rule-row';

const Rules = styled.ol`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space(3)} 0;
`;

let nextKey = 0;
const keyed = (rule: Omit<RuleDraft, 'key'>): RuleDraft => ({ ...rule, key: ++nextKey });

const draftsOf = (reply: TemplateRulesReply): RuleDraft[] =>
  reply.rules.map((rule) =>
    keyed(
      rule.group_id
        ? { kind: 'group', value: rule.group_id, templateId: rule.template_id }
        : { kind: 'department', value: rule.department ?? '', templateId: rule.template_id },
    ),
  );

interface AssignmentEditorProps {
  tenantId: string;
  templates: readonly TemplateSummary[];
  onClose: () => void;
  onSaved: () => void;
}

/** The tenant's ordered rules: by department or directory group, the first match wins. */
export function AssignmentEditor(props: AssignmentEditorProps) {
  const loaded = useServerData(
    (signal) => getTemplateRules(props.tenantId, signal),
    [props.tenantId],
  );
  return (
    <Modal title={M.title} onClose={props.onClose} wide>
      {loaded.status === 'loading' && <Spinner label={M.title} />}
      {loaded.status === 'error' && <Banner tone="error">{M.loadFailed}</Banner>}
      {loaded.status === 'ready' && <RulesForm {...props} reply={loaded.data} />}
    </Modal>
  );
}

function RulesForm({
  tenantId,
  templates,
  reply,
  onClose,
  onSaved,
}: AssignmentEditorProps & { reply: TemplateRulesReply }) {
  const [rules, setRules] = useState(() => draftsOf(reply));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const departmentsId = useId();
  const fallback = templates.find((template) => !template.is_default) ?? templates[0];

  const change = (index: number, rule: RuleDraft) =>
    setRules((current) => current.map((item, at) => (at === index ? rule : item)));
  const move = (index: number, by: -1 | 1) =>
    setRules((current) => {
      const next = [...current];
      const [rule] = next.splice(index, 1);
      if (rule) next.splice(index + by, 0, rule);
      return next;
    });
  const add = () =>
    setRules((current) => [
      ...current,
      keyed({ kind: 'department', value: '', templateId: fallback?.id ?? '' }),
    ]);

  const save = async () => {
    if (rules.some((rule) => !rule.value.trim())) {
      setError(M.departmentRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await saveTemplateRules(tenantId, {
        rules: rules.map((rule) => ({
          template_id: rule.templateId,
          department: rule.kind === 'department' ? rule.value.trim() : null,
          group_id: rule.kind === 'group' ? rule.value : null,
        })),
      });
      onSaved();
    } catch (caught) {
      setError(serverMessage(caught) ?? M.loadFailed);
      setBusy(false);
    }
  };

  return (
    <>
      <ModalBody>
        {error && <Banner tone="error">{error}</Banner>}
        <Muted>{M.intro}</Muted>
        {rules.length === 0 && <p>{M.noRules}</p>}
        <Rules>
          {rules.map((rule, index) => (
            <AssignmentRuleRow
              key={rule.key}
              index={index}
              count={rules.length}
              rule={rule}
              templates={templates}
              groups={reply.groups}
              departmentsListId={departmentsId}
              onChange={(next) => change(index, next)}
              onMove={(by) => move(index, by)}
              onRemove={() => setRules((current) => current.filter((_, at) => at !== index))}
            />
          ))}
        </Rules>
        <datalist id={departmentsId}>
          {reply.departments.map((department) => (
            <option key={department} value={department} />
          ))}
        </datalist>
        <Button $variant="secondary" onClick={add}>
          {M.addRule}
        </Button>
      </ModalBody>
      <ModalFooter>
        <Button $variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={save} disabled={busy}>
          {busy ? M.saving : M.save}
        </Button>
      </ModalFooter>
    </>
  );
}
