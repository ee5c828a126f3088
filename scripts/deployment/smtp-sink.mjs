// An SMTP server that accepts every mail and keeps none: production mode needs an smtp://
// SMTP_URL, and the journeys of the deployment check read no mail.
import { createServer } from 'node:net';

/** Listens on a free loopback port; resolves with `{ url, close }`. */
export function startSmtpSink() {
  const server = createServer((socket) => {
    let inData = false;
    let buffered = '';
    socket.write('220 sink ESMTP\r\n');
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      buffered += chunk.toString('latin1');
      let end = buffered.indexOf('\r\n');
      while (end !== -1) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 kept nowhere\r\n');
          }
        } else socket.write(reply(line));
        if (/^QUIT/i.test(line) && !inData) socket.end();
        else if (/^DATA/i.test(line)) inData = true;
        end = buffered.indexOf('\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `smtp://127.0.0.1:${server.address().port}`,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}

function reply(line) {
  if (/^(EHLO|HELO)/i.test(line)) return '250 sink\r\n';
  if (/^DATA/i.test(line)) return '354 go on\r\n';
  if (/^QUIT/i.test(line)) return '221 bye\r\n';
  return '250 ok\r\n';
}
