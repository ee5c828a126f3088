// The fault bench's deployment, put together from the deployment check's own parts
// (scripts/deployment/): a database made as a DBA makes one, with the demo data; three
// production API processes started from ops/systemd/bizcard-api@.service, each supervised as
// systemd would; Debian's nginx running ops/nginx/bizcard.conf in front of them over TLS.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDeploymentDatabase, seedDemoData } from '../../deployment/database.mjs';
import { startNginx } from '../../deployment/nginx.mjs';
import { startSmtpSink } from '../../deployment/smtp-sink.mjs';
import { selfSignedCertificate } from '../../deployment/tls.mjs';
import { freePort } from '../../lib/free-port.mjs';
import { stopProcess } from '../../processes.mjs';
import { httpsClient } from './https-client.mjs';
import { superviseApi } from './supervisor.mjs';

export const API_PROCESSES = 3;

/**
 * Starts everything in `dir`; resolves with `{ origin, send, database, databaseUrl,
 * instances, accessLog, stop }`. `databaseUrl` is the superuser's, on the new database.
 */
export async function startDeployment(superuserUrl, dir) {
  const stops = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
  };
  try {
    const database = await createDeploymentDatabase(superuserUrl);
    stops.push(database.drop);
    await seedDemoData(database);
    const [httpsPort, httpPort] = [await freePort(), await freePort()];
    const origin = `https://localhost:${httpsPort}`;
    const smtp = await startSmtpSink();
    stops.push(() => smtp.close());
    const settings = {
      DATABASE_URL: database.url,
      DATABASE_APP_ROLE: database.applicationRole,
      PUBLIC_APP_URL: origin,
      ALLOWED_ORIGINS: origin,
      SMTP_URL: smtp.url,
      SECRETS_KEY: randomBytes(32).toString('base64'),
      LOG_LEVEL: 'warn',
    };
    const apiPorts = [];
    for (let i = 0; i < API_PROCESSES; i++) apiPorts.push(await freePort());
    // A TMPDIR each, as systemd's PrivateTmp=yes gives each unit its own /tmp: where a
    // process spools a CSV upload tells which one is running it.
    const instances = apiPorts.map((port) => {
      const tmpDir = join(dir, `tmp-${port}`);
      mkdirSync(tmpDir);
      return Object.assign(superviseApi(port, { ...settings, TMPDIR: tmpDir }), { tmpDir });
    });
    stops.push(() => Promise.all(instances.map((instance) => instance.stop())));
    await Promise.all(instances.map((instance) => instance.ready()));

    const { cert, key } = selfSignedCertificate(dir);
    const send = httpsClient(origin, readFileSync(cert, 'utf8'));
    stops.push(async () => send.close());
    const remotesFile = join(dir, 'remotes.json');
    writeFileSync(remotesFile, '{}\n');
    const nginx = await startNginx(
      dir,
      { httpsPort, httpPort, apiPorts, cert, key, remotesFile },
      async () => (await send('/api/health/ready')).status === 200,
    );
    stops.push(() => stopProcess(nginx));
    const databaseUrl = new URL(superuserUrl);
    databaseUrl.pathname = `/${database.name}`;
    const accessLog = join(dir, 'bizcard.access.log');
    return { origin, send, database, databaseUrl: databaseUrl.href, instances, accessLog, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
