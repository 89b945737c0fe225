import { createLeadlineClient, type Schema } from '@leadline/client';
import { messageOf } from './messages';

/** The service's own typed client: a contract change that breaks a screen breaks the console's type check. */
export const api = createLeadlineClient(window.location.origin, {}, { credentials: 'same-origin' });

let csrfToken = '';

/** The session's CSRF token, sent with every change (docs/console.md, "CSRF"). */
export function setCsrfToken(token: string) {
  csrfToken = token;
}

api.use({
  onRequest({ request }) {
    if (request.method !== 'GET' && request.method !== 'HEAD' && csrfToken) {
      request.headers.set('X-CSRF-Token', csrfToken);
    }
    return request;
  },
});

type Problem = Schema<'ErrorResponse'>;

/** An answer that is not 2xx (or no answer at all: status 0), as one error with a Korean message and a stable code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The event a 401 sends: the session is gone, whatever the route called it (SESSION_INVALID, API_KEY_MISSING). */
export const SIGNED_OUT_EVENT = 'leadline:signed-out';

/** 401s of the sign-in steps themselves: a refused password, not an ended session. */
const SIGN_IN_REFUSALS = new Set(['SIGN_IN_FAILED', 'OPERATOR_LOCKED']);

/** The Korean message of a failed call (the server's refusal, a network or server error), or the error itself. */
export const errorText = (err: unknown) => (err instanceof ApiError ? err.message : String(err));

/** Whether the call never reached the service, or the service failed: worth a retry, unlike a refusal. */
export const isRetryable = (err: unknown) => err instanceof ApiError && (err.status === 0 || err.status >= 500);

/** What screens call: the data of a 2xx answer, or an ApiError. */
export async function call<T>(request: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  let answer: { data?: T; error?: unknown; response: Response };
  try {
    answer = await request;
  } catch {
    // fetch rejects only when no answer came: the service is down or the network is.
    throw new ApiError(0, 'NETWORK_ERROR', messageOf('NETWORK_ERROR'));
  }
  const { data, error, response } = answer;
  if (response.ok) return data as T;
  const problem = (typeof error === 'object' && error !== null ? error : {}) as Partial<Problem>;
  const code = typeof problem.code === 'string' ? problem.code : `HTTP_${response.status}`;
  if (response.status === 401 && !SIGN_IN_REFUSALS.has(code)) window.dispatchEvent(new Event(SIGNED_OUT_EVENT));
  if (response.status >= 500) throw new ApiError(response.status, code, messageOf('SERVER_ERROR'));
  throw new ApiError(response.status, code, messageOf(code, problem.detail));
}
