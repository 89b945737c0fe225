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

/** An answer that is not 2xx, as one error with a Korean message and the stable code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The Korean message of a failed call (the server's refusal, e.g. OPERATOR_SCOPE), or the error itself. */
export const errorText = (err: unknown) => (err instanceof ApiError ? err.message : String(err));

/** What screens call: the data of a 2xx answer, or an ApiError. */
export async function call<T>(request: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await request;
  if (response.ok) return data as T;
  const problem = (error ?? {}) as Partial<Problem>;
  const code = typeof problem.code === 'string' ? problem.code : `HTTP_${response.status}`;
  if (response.status === 401 && code === 'SESSION_INVALID') window.dispatchEvent(new Event('leadline:signed-out'));
  throw new ApiError(response.status, code, messageOf(code, problem.detail));
}
