import assert from 'node:assert/strict';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../src/app.js';
import { type Answer, ResponseChecker } from './openapi-responses.js';

/**
 * Whether every test app checks its problem+json answers against the document (`watchProblemAnswers`): on unless
 * `CHECK_PROBLEM_ANSWERS=0`.
 */
export const checkingProblemAnswers = process.env.CHECK_PROBLEM_ANSWERS !== '0';

const isProblem = (reply: FastifyReply) =>
  String(reply.getHeader('content-type') ?? '').startsWith('application/problem+json');

/** The answer about to be sent, as the checker reads an injected one. */
function answerOf(reply: FastifyReply, payload: unknown): Answer | null {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return null;
  const rawPayload = Buffer.from(payload);
  return {
    statusCode: reply.statusCode,
    headers: reply.getHeaders(),
    rawPayload,
    json: () => JSON.parse(rawPayload.toString('utf8')),
  };
}

/**
 * Which problem answers of `request` are the document's business: those of a documented operation. An unexpected
 * error (500 `INTERNAL`) is no operation's answer: a test that provokes one asserts it itself. A path no route
 * answers (`ROUTE_NOT_FOUND`) and the routes the document leaves out have no operation to check against.
 */
function checked(checker: ResponseChecker, request: FastifyRequest, reply: FastifyReply) {
  if (reply.statusCode === 500) return false;
  if (request.routeOptions.url === undefined) return false;
  return checker.documents(request.method, request.url);
}

/**
 * Watches every problem+json answer of `app` as it is sent, against its own OpenAPI document: the status is one the
 * operation documents and the `code` one it lists for that status (with the body's shape and a documented
 * Retry-After). Returns the list of what did not match, filled as requests are answered. Installed before
 * `app.ready()`.
 */
export function watchProblemAnswers(app: App): string[] {
  let checker: ResponseChecker | null = null;
  const problems: string[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isProblem(reply)) return payload;
    // Read once the app is ready (the document is complete then), at the first problem answer.
    checker ??= await ResponseChecker.of(app);
    if (!checked(checker, request, reply)) return payload;
    const answer = answerOf(reply, payload);
    if (!answer) return payload;
    const code = String((answer.json() as { code?: unknown }).code);
    for (const problem of checker.problems(request.method, request.url, answer)) {
      // Once each: a test that provokes the same answer many times names it once.
      const named = `${problem} (code ${code})`;
      if (!problems.includes(named)) problems.push(named);
    }
    return payload;
  });
  return problems;
}

/**
 * Fails the test file when an answer did not match (`watchProblemAnswers`): a code a route raises but does not list,
 * named with its operation and status. The document must say what a client can get.
 */
export function assertProblemAnswersListed(problems: readonly string[]): void {
  assert.deepEqual(
    problems,
    [],
    'problem answers the OpenAPI document does not list: list each code in its route (errorResponses)',
  );
}
