// Placeholder page: the screen's owner replaces this body.
export default function LogsPage() {
  return <h1>Logs</h1>;
}
