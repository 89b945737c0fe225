import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type MessageAdapter,
  MessageDeliveryError,
  type OutgoingMessage,
} from '../../../src/analysis/adapters/messages.js';
import { processAnalysis } from '../../../src/analysis/coverage/analysis-job.js';
import type { App } from '../../../src/app.js';
import { coverageTermIds, type Json, manualContract, post } from '../coverage/helpers.js';

/** A message service behind the interface that refuses every message, counting the attempts. */
export class RefusingMessages implements MessageAdapter {
  readonly name = 'test-refusing';
  readonly sandbox = true;
  calls = 0;
  async send(_message: OutgoingMessage): Promise<{ reference: string }> {
    this.calls++;
    throw new MessageDeliveryError('수신이 거부된 번호입니다.');
  }
}

/** A COMPLETED coverage analysis (entered by hand, the engine run at once) of `fcUserCi` for `client`. */
export async function completedAnalysis(app: App, token: string, fcUserCi: string, client: Json = {}) {
  const terms = await coverageTermIds(app, token);
  const res = await post(app, token, '/api/v1/coverage/analyses', {
    fcUserCi,
    client: { name: '홍길동', birthDate: '19850315', gender: 'M', phone: '010-1234-5678', carrier: 'SKT', ...client },
    contracts: [manualContract()],
    agreedTermsIds: terms,
  });
  assert.equal(res.statusCode, 200, res.body);
  const id = res.json().analysisId as string;
  await processAnalysis(app.deps.analysis, id, { retryCount: 0, retryLimit: 0 });
  return id;
}

export const transmissionsUrl = (analysisId: string) => `/api/v1/coverage/analyses/${analysisId}/transmissions`;

/** The message the sandbox wrote for a transmission. */
export async function outboxMessage(app: App, transmissionId: string): Promise<OutgoingMessage> {
  const file = join(app.deps.config.analysis.messageOutboxDir, `${transmissionId}.json`);
  return JSON.parse(await readFile(file, 'utf8')) as OutgoingMessage;
}

/** The link token in a client's message. */
export function tokenOf(message: OutgoingMessage): string {
  const match = /\/r\/([A-Za-z0-9_-]{43})(?:\s|$)/.exec(message.text);
  assert.ok(match, `no link in ${message.text}`);
  return match[1];
}
