// Placeholder page: the screen's owner replaces this body.
export default function RegistrationSuccessPage() {
  return <h1>Registration Complete!</h1>;
}
