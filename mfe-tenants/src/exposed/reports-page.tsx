// Placeholder page: the screen's owner replaces this body.
export default function ReportsPage() {
  return <h1>Reports</h1>;
}
