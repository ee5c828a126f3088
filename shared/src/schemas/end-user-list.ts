import type { EndUser } from '../model/end-users';

/** The first users of a list still arriving, and how many the whole list holds. */
export interface FirstUsers {
  users: EndUser[];
  total: number;
}

interface ListHead {
  total?: number;
  users: EndUser[];
}

/**
 * Reads the list answer as it arrives. The API writes it as one JSON document whose first
 * line is `{"total":N,"users":[` and whose next lines each hold a piece of users, after
 * the comma that parts it from the piece before (a JSON string cannot hold a raw line break,
 * so lines only split between users): `onFirstUsers`
 * gets the first piece while the rest is on its way. A body without lines (another server, an
 * older API) is parsed whole at the end.
 */
export async function readUserList(
  response: Response,
  onFirstUsers?: (first: FirstUsers) => void,
): Promise<EndUser[]> {
  if (!response.body) return ((await response.json()) as ListHead).users;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const pieces: EndUser[][] = [];
  let head: ListHead | null = null;
  // The text since the last line break, in the pieces it arrived in.
  let pending: string[] = [];

  const takeLine = (line: string) => {
    if (!head) {
      head = JSON.parse(`${line}]}`) as ListHead;
      return;
    }
    pieces.push(JSON.parse(`[${line.startsWith(',') ? line.slice(1) : line}]`) as EndUser[]);
    if (pieces.length === 1) onFirstUsers?.({ users: pieces[0], total: head.total ?? 0 });
  };

  for (;;) {
    const { done, value } = await reader.read();
    const lines = decoder.decode(value, { stream: !done }).split('\n');
    for (const complete of lines.slice(0, -1)) {
      pending.push(complete);
      takeLine(pending.join(''));
      pending = [];
    }
    pending.push(lines[lines.length - 1]);
    if (done) break;
  }
  // Without lines the whole document is still pending; with them, only its closing `]}`.
  return head ? pieces.flat() : (JSON.parse(pending.join('')) as ListHead).users;
}
