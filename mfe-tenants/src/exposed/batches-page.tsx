// Placeholder page: the screen's owner replaces this body.
export default function BatchesPage() {
  return <h1>Batches</h1>;
}
