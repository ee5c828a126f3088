// Placeholder page: the screen's owner replaces this body.
export default function SelfServeProfilePage() {
  return <h1>Update Your Information</h1>;
}
