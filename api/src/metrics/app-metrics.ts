import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ConnectionUse } from '../db/database';
import type { MailQueueFigures } from '../mail/mail-queue-store';

/** What `/metrics` reads at each scrape, from the parts that own the figures. */
export interface MetricSources {
  connections(): ConnectionUse;
  runningImports(): Promise<number>;
  /** Mails waiting in the queue of every API process (migration 041). */
  mailQueue(): Promise<MailQueueFigures>;
}

/**
 * The figures operators watch (Prometheus text format). One registry per app, not the
 * library's global one, so that tests building several apps in a process count apart.
 */
export function appMetrics(sources: MetricSources) {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'bizcard_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'bizcard_http_request_duration_seconds',
    help: 'Time from request to reply, by method, route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'bizcard_db_connections',
    help: 'Database connections: open, idle, and callers waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const use = sources.connections();
      this.set({ state: 'open' }, use.open);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });
  new Gauge({
    name: 'bizcard_user_imports_running',
    help: 'CSV user imports in progress, in every API process of the installation',
    registers: [registry],
    async collect() {
      this.set(await sources.runningImports());
    },
  });
  const queueFigures = () => sources.mailQueue();
  new Gauge({
    name: 'bizcard_mail_queue_mails',
    help: 'Mails queued and not yet accepted by the mail server, in every API process',
    registers: [registry],
    async collect() {
      this.set((await queueFigures()).pending);
    },
  });
  new Gauge({
    name: 'bizcard_mail_queue_oldest_seconds',
    help: 'Age of the oldest mail still waiting in the queue; 0 when none waits',
    registers: [registry],
    async collect() {
      this.set((await queueFigures()).oldestSeconds);
    },
  });
  const mails = new Counter({
    name: 'bizcard_mails_total',
    help: 'Delivery attempts of queued mails to the mail server or the outbox, by result',
    labelNames: ['result'],
    registers: [registry],
  });
  const cardPages = new Counter({
    name: 'bizcard_card_page_lookups_total',
    help: 'Card pages served from the page cache (hit) or read and rendered (miss)',
    labelNames: ['result'],
    registers: [registry],
  });

  return {
    registry,
    request(method: string, route: string, status: number, seconds: number) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    mail(result: 'sent' | 'failed') {
      mails.inc({ result });
    },
    cardPage(result: 'hit' | 'miss') {
      cardPages.inc({ result });
    },
  };
}

export type AppMetrics = ReturnType<typeof appMetrics>;
