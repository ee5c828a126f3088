// The Tenant Users list as it streams (GET /api/management/users/{tenantId}, decision 024):
// the API writes it with endUserListWriter, the UI reads it with readEndUserList. It is one JSON
// document, `{"total":N,"users":[…]}` (endUserListSchema), written a line at a time: the head
// with the count, then one line a piece of users, each after the comma that parts it from the
// piece before. A JSON string cannot hold a raw line break, so lines only split between users,
// and a reader parses the first piece while the rest is on its way.
import type { EndUser } from '../model/end-users';

/**
 * Users a line holds: the first line fills the largest page of the table (100) and leaves at
 * once; the next are big enough to cost one flush each, small enough to arrive steadily.
 */
export const END_USER_LIST_PIECES = { first: 100, next: 2000 } as const;

const head = (total: number) => `{"total":${total},"users":[\n`;
const TAIL = ']}';

/** Where the writer sends the text: `write` sends at once, `end` sends the last and closes. */
export interface EndUserListOutput {
  write(text: string): void;
  end(text: string): void;
}

export interface EndUserListWriter {
  /**
   * One user in list order, as JSON text that endUserSchema reads (the API's contract test
   * checks every row), and the count of the whole list.
   */
  user(json: string, total: number): void;
  /** The lines written so far after the head. */
  readonly piecesWritten: number;
  /** Writes what is left (the head, when no user came) and ends the document. */
  end(): void;
}

/** Writes the list to `output`; `onHeadWritten` is called once the head line has gone. */
export function endUserListWriter(
  output: EndUserListOutput,
  onHeadWritten: () => void = () => undefined,
): EndUserListWriter {
  let total = 0;
  let headWritten = false;
  let piecesWritten = 0;
  let piece: string[] = [];
  const writeLine = () => {
    if (!headWritten) {
      output.write(head(total));
      headWritten = true;
      onHeadWritten();
    }
    if (piece.length === 0) return;
    output.write(`${piecesWritten > 0 ? ',' : ''}${piece.join(',')}\n`);
    piecesWritten += 1;
    piece = [];
  };
  return {
    user(json, count) {
      total = count;
      piece.push(json);
      const size = piecesWritten === 0 ? END_USER_LIST_PIECES.first : END_USER_LIST_PIECES.next;
      if (piece.length === size) writeLine();
    },
    get piecesWritten() {
      return piecesWritten;
    },
    end() {
      writeLine();
      output.end(TAIL);
    },
  };
}

/** The first users of a list still arriving, and how many the whole list holds. */
export interface FirstUsers {
  users: EndUser[];
  total: number;
}

interface ListHead {
  total?: number;
  users: EndUser[];
}

/** Reads the lines of a list one by one: the head first, then a piece of users each. */
function listLines(onFirstUsers?: (first: FirstUsers) => void) {
  let listHead: ListHead | null = null;
  const pieces: EndUser[][] = [];
  return {
    take(line: string) {
      if (!listHead) {
        listHead = JSON.parse(`${line}${TAIL}`) as ListHead;
        return;
      }
      pieces.push(JSON.parse(`[${line.startsWith(',') ? line.slice(1) : line}]`) as EndUser[]);
      if (pieces.length === 1) onFirstUsers?.({ users: pieces[0], total: listHead.total ?? 0 });
    },
    /** Every user once the body is read; `rest` is the text after the last line break. */
    users(rest: string): EndUser[] {
      // Without lines the whole document is still in `rest`; with them, only its closing `]}`.
      return listHead ? pieces.flat() : (JSON.parse(rest) as ListHead).users;
    },
  };
}

/**
 * Reads the list answer as it arrives: `onFirstUsers` gets the first piece while the rest is
 * on its way. A body without lines (another server, an older API) is parsed whole at the end.
 */
export async function readEndUserList(
  response: Response,
  onFirstUsers?: (first: FirstUsers) => void,
): Promise<EndUser[]> {
  if (!response.body) return ((await response.json()) as ListHead).users;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const lines = listLines(onFirstUsers);
  // The text since the last line break, in the pieces it arrived in.
  let pending: string[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    const parts = decoder.decode(value, { stream: !done }).split('\n');
    for (const complete of parts.slice(0, -1)) {
      pending.push(complete);
      lines.take(pending.join(''));
      pending = [];
    }
    pending.push(parts[parts.length - 1]);
    if (done) break;
  }
  return lines.users(pending.join(''));
}
