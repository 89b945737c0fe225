import type { FastifyReply } from 'fastify';

/**
 * How long a client waits before asking again about an analysis that is still running. The job is picked up as soon
 * as it is sent (the sending process wakes its worker), so a small analysis is finished by the first poll.
 */
export const ANALYSIS_POLL_SECONDS = 1;

/** For `config.openapi.headers` of the routes that answer an analysis. */
export const pollHeader = {
  'Retry-After': {
    type: 'integer',
    minimum: 1,
    description: 'Only while REQUESTED or PROCESSING: the seconds to wait before reading the analysis again',
  },
};

/** Answers an analysis, with `Retry-After` while it is still running. */
export function withPollHint<T extends { status: string }>(reply: FastifyReply, analysis: T): T {
  if (analysis.status === 'REQUESTED' || analysis.status === 'PROCESSING') {
    reply.header('retry-after', String(ANALYSIS_POLL_SECONDS));
  }
  return analysis;
}
