import { SMTPServer } from 'smtp-server';

/** A mail the sink accepted: its envelope recipient, Message-ID and the time it arrived. */
export interface ReceivedMail {
  to: string;
  messageId: string;
  raw: string;
  at: number;
}

export interface SmtpSinkOptions {
  /** The first this many deliveries are answered `451` (a temporary failure) at RCPT TO. */
  temporaryFailures?: number;
  /** Waits this long before accepting each message, so that senders overlap. */
  acceptDelayMs?: number;
}

export interface SmtpSink {
  received: ReceivedMail[];
  /** Times of the deliveries refused with 451. */
  refusedAt: number[];
  close(): Promise<void>;
}

const messageIdOf = (raw: string) => /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '';

/** A real SMTP server on loopback `port`, without TLS or sign-in, that records what it gets. */
export async function startSmtpSink(
  port: number,
  options: SmtpSinkOptions = {},
): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const refusedAt: number[] = [];
  let failuresLeft = options.temporaryFailures ?? 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        refusedAt.push(Date.now());
        const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        setTimeout(() => {
          for (const to of session.envelope.rcptTo) {
            received.push({ to: to.address, messageId: messageIdOf(raw), raw, at: Date.now() });
          }
          callback();
        }, options.acceptDelayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    received,
    refusedAt,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
