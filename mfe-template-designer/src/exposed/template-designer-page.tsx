// Placeholder page: the screen's owner replaces this body.
export default function TemplateDesignerPage() {
  return <h1>Business Card Template</h1>;
}
