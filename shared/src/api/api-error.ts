export const UNAUTHORIZED_MESSAGE = 'Unauthorized: 401 error occurred when calling the endpoint';
export const GENERIC_API_ERROR = 'API request failed';

/** Every failed call rejects with this; `message` is what the UI shows (spec §8). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The parsed JSON error body, for answers that carry more than a message (CSV row errors). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * A 401 reads as the spec's generic text, except on sign-in calls, where the server's own
 * message ('Invalid email or password', an expired link) is what the person needs to see.
 */
export async function toApiError(response: Response, isSignInCall = false): Promise<ApiError> {
  const body = await readJsonBody(response);
  const serverMessage = messageOf(body);
  if (response.status === 401 && !(isSignInCall && serverMessage)) {
    return new ApiError(UNAUTHORIZED_MESSAGE, 401);
  }
  return new ApiError(serverMessage ?? GENERIC_API_ERROR, response.status, body);
}

async function readJsonBody(response: Response): Promise<unknown> {
  if (!response.headers.get('content-type')?.includes('application/json')) return undefined;
  try {
    return await response.json();
  } catch {
    // A body that claims JSON but is not: fall back to the generic text.
    return undefined;
  }
}

function messageOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { message, error } = body as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message) return message;
  if (typeof error === 'string' && error) return error;
  return undefined;
}

/** The message to show for anything a call threw. */
export const errorMessage = (error: unknown, fallback = GENERIC_API_ERROR): string =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * What the server (or the thrown error) said, or null when there is nothing better than the
 * client's generic texts, so each screen can fall back to its own spec message.
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof Error) || !error.message) return null;
  const generic = error.message === GENERIC_API_ERROR || error.message === UNAUTHORIZED_MESSAGE;
  return error instanceof ApiError && generic ? null : error.message;
}
