export { AddressesEditor } from './addresses-editor';
export { Banner, type BannerTone } from './banner';
export { Button } from './button';
export { EndUserFormFields } from './end-user-form-fields';
export {
  endUserFormSections,
  type FormFieldSpec,
  type FormSection,
} from './end-user-form-sections';
export { Field, Input, Select } from './field';
export { Columns, Section } from './form-layout';
export { GlobalStyle } from './global-style';
export { Card, EmptyState, Muted, PageHeader, PageTitle, Row } from './layout';
export { Modal } from './modal';
export { Spinner } from './spinner';
export { StandaloneApp } from './standalone-app';
export { stickyActionsColumn, Table, TableFrame } from './table';
export { type Theme, theme } from './theme';
export { ThemeRoot } from './theme-root';
export { Toast } from './toast';
export { useDirty } from './use-dirty';
export { useTimedMessage } from './use-timed-message';
