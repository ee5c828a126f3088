import { createTemplate, deleteTemplate, serverMessage, updateTemplate } from '@bizcard/shared/api';
import type { TemplateSummary } from '@bizcard/shared/model';
import { Button, ConfirmModal, Row, Select } from '@bizcard/shared/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { ASSIGNMENT_MESSAGES, PICKER_MESSAGES as M } from '../messages';
import { AssignmentEditor } from './assignment-editor';
import { FieldLocksModal } from './field-locks-modal';
import { TemplateNameModal } from './template-name-modal';

const Bar = styled(Row)`
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  label { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space(2)}; font-weight: 600; }
  select { width: auto; min-width: 200px; }
`;

type Dialog = 'create' | 'duplicate' | 'rename' | 'delete' | 'locks' | 'assignment' | null;

interface TemplatePickerProps {
  tenantId: string;
  templates: readonly TemplateSummary[];
  /** The template the designer shows; null while none is stored (or the list is not read). */
  selected: TemplateSummary | null;
  onSelect: (templateId: string) => void;
  /** The list changed: read it again, then show `templateId` when given. */
  onChanged: (templateId?: string, notice?: string) => void;
}

/** Which of the tenant's templates the designer edits, and the actions on them (decision 056). */
export function TemplatePicker({
  tenantId,
  templates,
  selected,
  onSelect,
  onChanged,
}: TemplatePickerProps) {
  const id = useId();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setDialog(null);
    setError(null);
    setBusy(false);
  };
  const made = async (name: string, copyOf: string | null) => {
    const template = await createTemplate(tenantId, { name, copy_of: copyOf });
    close();
    onChanged(template.id);
  };
  const makeDefault = async () => {
    if (!selected) return;
    try {
      const template = await updateTemplate(tenantId, selected.id, { is_default: true });
      onChanged(template.id, M.madeDefault(template.name));
    } catch (caught) {
      onChanged(selected.id, serverMessage(caught) ?? M.loadFailed);
    }
  };
  const remove = async () => {
    if (!selected) return;
    setBusy(true);
    try {
      await deleteTemplate(tenantId, selected.id);
      close();
      onChanged(templates.find((template) => template.is_default)?.id);
    } catch (caught) {
      setError(serverMessage(caught) ?? M.loadFailed);
      setBusy(false);
    }
  };

  if (!selected) {
    return (
      <Bar>
        <Button $variant="secondary" onClick={() => setDialog('create')}>
          {M.create}
        </Button>
        {dialog === 'create' && (
          <TemplateNameModal
            title={M.createTitle}
            initialName=""
            submitLabel={M.create}
            onSubmit={(name) => made(name, null)}
            onClose={close}
          />
        )}
      </Bar>
    );
  }
  return (
    <Bar>
      <label htmlFor={id}>
        {M.picker}
        <Select id={id} value={selected.id} onChange={(event) => onSelect(event.target.value)}>
          {templates.map((template) => (
            <option key={template.id} value={template.id}>
              {template.name}
              {template.is_default ? M.defaultSuffix : ''}
            </option>
          ))}
        </Select>
      </label>
      <Button $variant="secondary" onClick={() => setDialog('create')}>
        {M.create}
      </Button>
      <Button $variant="secondary" onClick={() => setDialog('duplicate')}>
        {M.duplicate}
      </Button>
      <Button $variant="secondary" onClick={() => setDialog('rename')}>
        {M.rename}
      </Button>
      {!selected.is_default && (
        <>
          <Button $variant="secondary" onClick={makeDefault}>
            {M.setDefault}
          </Button>
          <Button $variant="danger" onClick={() => setDialog('delete')}>
            {M.remove}
          </Button>
        </>
      )}
      <Button $variant="secondary" onClick={() => setDialog('locks')}>
        {M.locks}
      </Button>
      <Button $variant="secondary" onClick={() => setDialog('assignment')}>
        {M.assignment}
      </Button>
      {(dialog === 'create' || dialog === 'duplicate') && (
        <TemplateNameModal
          title={dialog === 'create' ? M.createTitle : M.duplicateTitle}
          initialName={dialog === 'create' ? '' : M.copyName(selected.name)}
          submitLabel={dialog === 'create' ? M.create : M.duplicate}
          onSubmit={(name) => made(name, dialog === 'duplicate' ? selected.id : null)}
          onClose={close}
        />
      )}
      {dialog === 'rename' && (
        <TemplateNameModal
          title={M.renameTitle}
          initialName={selected.name}
          submitLabel={M.rename}
          onSubmit={async (name) => {
            await updateTemplate(tenantId, selected.id, { name });
            close();
            onChanged(selected.id);
          }}
          onClose={close}
        />
      )}
      {dialog === 'delete' && (
        <ConfirmModal
          title={M.deleteTitle}
          question={M.deleteQuestion(selected.name)}
          confirmLabel={M.deleteLabels}
          busy={busy}
          error={error}
          onConfirm={remove}
          onClose={close}
        />
      )}
      {dialog === 'locks' && (
        <FieldLocksModal
          tenantId={tenantId}
          template={selected}
          onSaved={(template) => {
            close();
            onChanged(template.id, M.locksSaved);
          }}
          onClose={close}
        />
      )}
      {dialog === 'assignment' && (
        <AssignmentEditor
          tenantId={tenantId}
          templates={templates}
          onClose={close}
          onSaved={() => {
            close();
            onChanged(selected.id, ASSIGNMENT_MESSAGES.saved);
          }}
        />
      )}
    </Bar>
  );
}
