const escapeHtml = (value) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** The directory's own sign-in page, as an identity provider would show it. */
export function loginPage({ action, hint, error }) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Initech Directory — Sign in</title>
<style>body{font:16px system-ui,sans-serif;background:#f3f4f6;display:grid;place-items:center;min-height:100vh;margin:0}
form{background:#fff;padding:2rem;border-radius:8px;box-shadow:0 1px 4px #0002;display:grid;gap:.75rem;width:min(22rem,90vw)}
label{display:grid;gap:.25rem}input{padding:.5rem;font:inherit}button{padding:.6rem;font:inherit;background:#1f3a5f;color:#fff;border:0;border-radius:4px}
p[role=alert]{color:#b91c1c;margin:0}</style></head>
<body><form method="post" action="${escapeHtml(action)}">
<h1>Initech Directory</h1>
<p>Development identity provider for trying single sign-on locally.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<label>Email <input name="email" type="email" autocomplete="username" required value="${escapeHtml(hint)}"></label>
<label>Password <input name="password" type="password" autocomplete="current-password" required></label>
<button type="submit">Sign in</button>
</form></body></html>`;
}
