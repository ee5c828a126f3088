import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { addCardCounts } from './card-count-store';
import { CardCounter, type CardEvent } from './card-counter';
import { isHumanVisit } from './human-visit';
import { utcDay } from './utc-days';

declare module 'fastify' {
  interface FastifyInstance {
    /** Card views, saves and scans counted in memory; `flush()` writes them (tests, shutdown). */
    cardCounter: CardCounter;
    /** Counts `event` for the card of `endUserId` when `request` is a person's visit. */
    countCardEvent(request: FastifyRequest, endUserId: string, event: CardEvent): void;
  }
}

/** Writes counted card events every CARD_COUNT_FLUSH_MS, and once more when the app closes. */
export const cardCounterPlugin = fp(
  async (app: FastifyInstance) => {
    const counter = new CardCounter({
      write: (rows) => addCardCounts(app.systemDb, rows),
      log: app.log,
    });
    app.decorate('cardCounter', counter);
    app.decorate(
      'countCardEvent',
      (request: FastifyRequest, endUserId: string, event: CardEvent) => {
        if (app.config.cardCounting && isHumanVisit(request)) {
          counter.count(endUserId, utcDay(app.clock()), event);
        }
      },
    );
    const timer = setInterval(() => void counter.flush(), app.config.cardCountFlushMs);
    timer.unref();
    // Registered after the database plugin, so this runs before the database closes.
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await counter.flush();
    });
  },
  { name: 'card-counter', dependencies: ['db'] },
);
