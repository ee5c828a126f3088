export { TemplateDesignerPage as default } from '../features/template-designer/components/template-designer-page';
