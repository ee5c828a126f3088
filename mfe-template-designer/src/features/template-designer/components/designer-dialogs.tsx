import { lazy, Suspense } from 'react';
import type { DraftActions } from '../hooks/use-draft';
import type { Draft } from '../lib/draft';

// Each modal loads when first opened: the page's first chunk holds only the preview.
const ThemeModal = lazy(() => import('./theme-modal').then((m) => ({ default: m.ThemeModal })));
const SectionsModal = lazy(() =>
  import('./sections-modal').then((m) => ({ default: m.SectionsModal })),
);
const FieldMappingModal = lazy(() =>
  import('./field-mapping-modal').then((m) => ({ default: m.FieldMappingModal })),
);

export type OpenDialog = { kind: 'theme' } | { kind: 'sections' } | { kind: 'mapping' } | null;

interface DesignerDialogsProps {
  dialog: OpenDialog;
  draft: Draft;
  actions: DraftActions;
  onClose: () => void;
  /** Field Mapping's 'Save Mapping & Template': the draft with the new mapping. */
  onSaveAll: (draft: Draft) => void;
}

export function DesignerDialogs({
  dialog,
  draft,
  actions,
  onClose,
  onSaveAll,
}: DesignerDialogsProps) {
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      {dialog.kind === 'theme' && <ThemeModal draft={draft} actions={actions} onClose={onClose} />}
      {dialog.kind === 'sections' && (
        <SectionsModal
          template={draft.template}
          examples={draft.examples}
          actions={actions}
          onClose={onClose}
        />
      )}
      {dialog.kind === 'mapping' && (
        <FieldMappingModal
          mapping={draft.template.fieldMapping}
          onClose={onClose}
          onSave={(fieldMapping) => {
            actions.change({ fieldMapping });
            onSaveAll({ ...draft, template: { ...draft.template, fieldMapping } });
            onClose();
          }}
        />
      )}
    </Suspense>
  );
}
