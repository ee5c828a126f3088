export const UNAUTHORIZED_MESSAGE = 'Unauthorized: 401 error occurred when calling the endpoint';
export const GENERIC_API_ERROR = 'API request failed';

/** Every failed call rejects with this; `message` is what the UI shows (spec §8). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
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
  const serverMessage = await readServerMessage(response);
  if (response.status === 401 && !(isSignInCall && serverMessage)) {
    return new ApiError(UNAUTHORIZED_MESSAGE, 401);
  }
  return new ApiError(serverMessage ?? GENERIC_API_ERROR, response.status);
}

async function readServerMessage(response: Response): Promise<string | undefined> {
  if (!response.headers.get('content-type')?.includes('application/json')) return undefined;
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') {
      const { message, error } = body as { message?: unknown; error?: unknown };
      if (typeof message === 'string' && message) return message;
      if (typeof error === 'string' && error) return error;
    }
  } catch {
    // A body that claims JSON but is not: fall back to the generic text.
  }
  return undefined;
}

/** The message to show for anything a call threw. */
export const errorMessage = (error: unknown, fallback = GENERIC_API_ERROR): string =>
  error instanceof Error && error.message ? error.message : fallback;
