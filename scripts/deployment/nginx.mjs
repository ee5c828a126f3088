// ops/nginx/bizcard.conf run by Debian's nginx for the deployment check: the file's own
// lines, with its names, paths and ports replaced by the test's, inside a main configuration
// of temporary paths (pid, logs, temp folders). Every replacement must find its text, so the
// test breaks when the reference file changes shape, not silently.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../apps.mjs';

export const NGINX_CONF = join(ROOT, 'ops', 'nginx', 'bizcard.conf');
export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';

/**
 * The file's upstream lists three API processes (:4001, :4002, :4003); a test running fewer
 * keeps the first `count` of them.
 */
function unusedUpstreamsRemoved(conf, count) {
  return conf.replace(/^\s*server 127\.0\.0\.1:400(\d)\b.*\n/gm, (line, index) =>
    Number(index) <= count ? line : '',
  );
}

/**
 * @param {{ dir: string, httpsPort: number, httpPort: number, apiPorts: number[],
 *   cert: string, key: string, remotesFile: string }} options
 */
export function renderNginxConf({ dir, httpsPort, httpPort, apiPorts, cert, key, remotesFile }) {
  const replacements = [
    // IPv6 may be off on a test machine.
    [/^\s*listen \[::\]:\d+.*\n/gm, ''],
    [/listen 443 ssl http2;/g, `listen 127.0.0.1:${httpsPort} ssl http2;`],
    [/listen 80;/g, `listen 127.0.0.1:${httpPort};`],
    [/https:\/\/bizcard\.example\.com/g, `https://localhost:${httpsPort}`],
    [
      /server_name bizcard\.example\.com selfserve\.bizcard\.example\.com;/g,
      'server_name localhost 127.0.0.1;',
    ],
    [/server_name selfserve\.bizcard\.example\.com;/g, 'server_name 127.0.0.1;'],
    [/server_name bizcard\.example\.com;/g, 'server_name localhost;'],
    [/\/etc\/ssl\/bizcard\/fullchain\.pem/g, cert],
    [/\/etc\/ssl\/bizcard\/privkey\.pem/g, key],
    [/\/etc\/bizcard\/remotes\.json/g, remotesFile],
    [/\/var\/log\/nginx\//g, `${dir}/`],
    [/\/srv\/bizcard\//g, `${ROOT}/`],
    ...apiPorts.map((port, index) => [
      new RegExp(`127\\.0\\.0\\.1:${4001 + index}\\b`, 'g'),
      `127.0.0.1:${port}`,
    ]),
  ];
  let conf = unusedUpstreamsRemoved(readFileSync(NGINX_CONF, 'utf8'), apiPorts.length);
  for (const [pattern, replacement] of replacements) {
    if (!pattern.test(conf)) throw new Error(`${NGINX_CONF} no longer holds ${pattern}`);
    conf = conf.replace(pattern, replacement);
  }
  const temp = (name) => `${name}_temp_path ${join(dir, name)};`;
  const user = userInfo().username;
  return `daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
${user === 'root' ? 'user root;' : ''}
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
${conf}
}
`;
}

/** Starts nginx on the rendered configuration; resolves once `probeUrl` answers. */
export async function startNginx(dir, options, probe) {
  const confFile = join(dir, 'nginx.conf');
  writeFileSync(confFile, renderNginxConf({ dir, ...options }));
  const child = spawn(NGINX, ['-p', dir, '-c', confFile, '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let attempt = 0; attempt < 60; attempt++) {
    if (child.exitCode !== null) {
      throw new Error(`nginx exited: ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
    }
    if (await probe().catch(() => false)) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error('nginx did not answer within 15 s');
}
