import type { APIRequestContext } from '@playwright/test';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  date: string;
}

/** Every link mailed to `to` so far, newest first. */
export async function mailedLinks(request: APIRequestContext, to: string): Promise<string[]> {
  const response = await request.get('/api/dev/outbox');
  const mails = (await response.json()) as OutboxMail[];
  return mails.filter((mail) => mail.to.includes(to)).flatMap((mail) => mail.links);
}

/**
 * The newest link mailed to `to` whose path contains `pathPart`, from the dev outbox. Links in
 * `except` (taken with mailedLinks before asking for a new mail) are skipped, so an earlier
 * mail is never mistaken for the one still being written.
 */
export async function latestMailedLink(
  request: APIRequestContext,
  to: string,
  pathPart: string,
  { except = [] }: { except?: string[] } = {},
): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const link = (await mailedLinks(request, to)).find(
      (url) => url.includes(pathPart) && !except.includes(url),
    );
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${to} with a ${pathPart} link`);
}
