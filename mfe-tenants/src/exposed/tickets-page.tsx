// Placeholder page: the screen's owner replaces this body.
export default function TicketsPage() {
  return <h1>Support Tickets</h1>;
}
