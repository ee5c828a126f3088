// Wallet settings made for a bench run, so the card page shows both wallet buttons (decision
// 051). The material is never used to sign: the page only links to the passes.
import { generateKeyPairSync } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import forge from 'node-forge';

/** A self-signed certificate and its key, PEM: enough for the API to accept the settings. */
function selfSigned() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }));
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date();
  cert.validity.notAfter = new Date(Date.now() + 24 * 3600 * 1000);
  const subject = [{ name: 'commonName', value: 'Bench pass certificate' }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  const key = privateKey.export({ type: 'pkcs8', format: 'pem' });
  cert.sign(forge.pki.privateKeyFromPem(key), forge.md.sha256.create());
  return { cert: forge.pki.certificateToPem(cert), key };
}

/** The API's Apple and Google Wallet settings, their files written in `dir`. */
export async function walletEnv(dir) {
  const { cert, key } = selfSigned();
  await writeFile(join(dir, 'pass.pem'), cert);
  await writeFile(join(dir, 'pass.key'), key);
  const account = { client_email: 'bench@example.iam.gserviceaccount.com', private_key: key };
  return {
    APPLE_PASS_CERT: join(dir, 'pass.pem'),
    APPLE_PASS_KEY: join(dir, 'pass.key'),
    APPLE_WWDR_CERT: join(dir, 'pass.pem'),
    APPLE_PASS_TYPE_ID: 'pass.com.example.bench',
    APPLE_TEAM_ID: 'BENCH00000',
    GOOGLE_WALLET_ISSUER_ID: '3388000000000000000',
    GOOGLE_WALLET_SERVICE_ACCOUNT: JSON.stringify(account),
  };
}
