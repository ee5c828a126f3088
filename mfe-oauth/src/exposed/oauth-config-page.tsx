// Placeholder page: the screen's owner replaces this body.
export default function OAuthConfigPage() {
  return <h1>OAuth Provider Configuration</h1>;
}
