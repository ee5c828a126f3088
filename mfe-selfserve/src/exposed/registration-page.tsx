// Placeholder page: the screen's owner replaces this body.
export default function RegistrationPage() {
  return <h1>Registry Information</h1>;
}
