import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isAutomatedAgent, isSpeculativeFetch } from '../../src/analytics/human-visit';

const BROWSERS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
];

const AUTOMATED = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'WhatsApp/2.23.20.0 A',
  'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  'TelegramBot (like TwitterBot)',
  'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; SkypeUriPreview Preview/0.5)',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
  'curl/8.5.0',
  'Wget/1.21.4',
  'python-requests/2.32.3',
  'Go-http-client/1.1',
];

describe('human visits', () => {
  test('browsers are people', () => {
    for (const agent of BROWSERS) assert.equal(isAutomatedAgent(agent), false, agent);
  });

  test('crawlers, link previews and command-line clients are not, nor a missing user agent', () => {
    for (const agent of AUTOMATED) assert.equal(isAutomatedAgent(agent), true, agent);
    assert.equal(isAutomatedAgent(undefined), true);
    assert.equal(isAutomatedAgent(''), true);
  });

  test('prefetches and prerenders are recognized by any of their headers', () => {
    for (const headers of [
      { purpose: 'prefetch' },
      { 'sec-purpose': 'prefetch' },
      { 'sec-purpose': 'prefetch;prerender' },
      { 'x-moz': 'prefetch' },
      { 'x-purpose': 'preview' },
    ]) {
      assert.equal(isSpeculativeFetch(headers), true, JSON.stringify(headers));
    }
    assert.equal(isSpeculativeFetch({ accept: 'text/html' }), false);
  });
});
