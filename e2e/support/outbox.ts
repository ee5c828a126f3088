import type { APIRequestContext } from '@playwright/test';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  date: string;
}

/** The newest link mailed to `to` whose path contains `pathPart`, from the dev outbox. */
export async function latestMailedLink(
  request: APIRequestContext,
  to: string,
  pathPart: string,
): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await request.get('/api/dev/outbox');
    const mails = (await response.json()) as OutboxMail[];
    const link = mails
      .filter((mail) => mail.to.includes(to))
      .flatMap((mail) => mail.links)
      .find((url) => url.includes(pathPart));
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${to} with a ${pathPart} link`);
}
