import type { FastifyRequest } from 'fastify';

/**
 * Lower-case parts of the user agents that fetch a card without a person looking at it:
 * crawlers ('bot' also covers Googlebot, bingbot, Slackbot, LinkedInBot, Twitterbot,
 * Discordbot, TelegramBot, Applebot), link previews of chat apps, headless browsers and
 * command-line or library HTTP clients.
 */
export const BOT_USER_AGENT_PARTS = [
  'bot',
  'crawl',
  'spider',
  'slurp',
  'preview',
  'facebookexternalhit',
  'whatsapp',
  'skype',
  'embedly',
  'headless',
  'lighthouse',
  'curl/',
  'wget/',
  'python-requests',
  'go-http-client',
  'node-fetch',
  'axios/',
] as const;

/** Headers with which browsers mark a fetch made ahead of (or instead of) a visit. */
const PURPOSE_HEADERS = ['purpose', 'sec-purpose', 'x-purpose', 'x-moz'] as const;
const SPECULATIVE = /prefetch|prerender|preview/i;

/** A browser always names itself; a request without a user agent is a program's. */
export function isAutomatedAgent(userAgent: string | undefined): boolean {
  if (!userAgent) return true;
  const agent = userAgent.toLowerCase();
  return BOT_USER_AGENT_PARTS.some((part) => agent.includes(part));
}

export function isSpeculativeFetch(headers: FastifyRequest['headers']): boolean {
  return PURPOSE_HEADERS.some((name) => SPECULATIVE.test(String(headers[name] ?? '')));
}

/** Whether a request is a person opening the card: a GET (not HEAD), no bot, no prefetch. */
export function isHumanVisit(request: FastifyRequest): boolean {
  return (
    request.method === 'GET' &&
    !isAutomatedAgent(request.headers['user-agent']) &&
    !isSpeculativeFetch(request.headers)
  );
}
