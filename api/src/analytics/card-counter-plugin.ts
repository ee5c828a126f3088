import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { addressHashKey } from '../db/address-hash-keys';
import { addCardVisits, purgeCardVisits } from './card-count-store';
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

/**
 * Counts each visitor once per card and day (decision 020) and writes every
 * CARD_COUNT_FLUSH_MS, and once more when the app closes. The first write of a day forgets
 * the visitors of the days before yesterday.
 */
export const cardCounterPlugin = fp(
  async (app: FastifyInstance) => {
    let purgedOn = '';
    const counter = new CardCounter({
      write: async (batch) => {
        await addCardVisits(app.systemDb, batch);
        const today = utcDay(app.clock());
        if (purgedOn !== today) {
          await purgeCardVisits(app.systemDb, today);
          purgedOn = today;
        }
      },
      hashKey: (day) => addressHashKey(app.systemDb, 'card-visitor', day),
      perAddressPerMinute: app.config.cardCountsPerAddressPerMinute,
      log: app.log,
    });
    app.decorate('cardCounter', counter);
    app.decorate(
      'countCardEvent',
      (request: FastifyRequest, endUserId: string, event: CardEvent) => {
        if (app.config.cardCounting && isHumanVisit(request)) {
          const now = app.clock();
          const userAgent = request.headers['user-agent'] ?? '';
          counter.count(
            { endUserId, day: utcDay(now), event, address: request.ip, userAgent },
            now.getTime(),
          );
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
