// Placeholder page: the screen's owner replaces this body.
export default function AdminUsersPage() {
  return <h1>Admin Users</h1>;
}
