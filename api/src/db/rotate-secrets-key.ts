// Reseals every stored secret under the newest key of SECRETS_KEY's key ring:
//   SECRETS_KEY="<new key>,<previous key>" npm run rotate-secrets-key
// Until it has run, the API opens secrets under any key of the ring; afterwards the previous
// keys can leave SECRETS_KEY. One transaction: a secret no key opens stops it unchanged.
import { pathToFileURL } from 'node:url';
import { secretBox, secretKeyBytes, secretsKeyRing } from '../auth/secret-box';
import { productionDatabaseProblem } from '../config';
import { resealProviderSecrets } from '../routes/oauth-providers/reseal-secrets';
import { migrate } from './migrate';
import { openDatabase } from './open-database';

// sysexits' EX_CONFIG, as the server exits with when production lacks a setting.
const EXIT_CONFIG = 78;

async function main(): Promise<void> {
  const keys = secretsKeyRing(process.env.SECRETS_KEY ?? '');
  const problem =
    keys.length === 0
      ? 'SECRETS_KEY must name the new key first, then the previous ones, separated by commas.'
      : productionDatabaseProblem(process.env);
  if (problem) {
    console.error(`Cannot rotate the secrets key: ${problem}`);
    process.exitCode = EXIT_CONFIG;
    return;
  }
  const db = await openDatabase();
  try {
    await migrate(db);
    const box = secretBox(keys.map(secretKeyBytes));
    const { resealed, current } = await resealProviderSecrets(db, box);
    process.stdout.write(
      `${resealed} secret(s) resealed under the newest key; ${current} already were. ` +
        'The previous keys can now leave SECRETS_KEY.\n',
    );
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(
      `Cannot rotate the secrets key: ${error instanceof Error ? error.message : error}`,
    );
    process.exitCode = 1;
  });
}
