// Placeholder page: the screen's owner replaces this body.
export default function TenantUsersPage() {
  return <h1>Users</h1>;
}
