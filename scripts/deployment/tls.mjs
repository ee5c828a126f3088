// A self-signed certificate for the deployment check, made with openssl at test time: for
// `localhost` (the dashboard) and 127.0.0.1 (the standalone self-serve app).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** Writes fullchain.pem and privkey.pem into `dir`; returns their paths. */
export function selfSignedCertificate(dir) {
  const cert = join(dir, 'fullchain.pem');
  const key = join(dir, 'privkey.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return { cert, key };
}
