import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contentDisposition } from '../../src/platform/content-disposition.js';

test('an attachment names its ASCII fallback and its UTF-8 name, percent-encoded', () => {
  assert.equal(
    contentDisposition({ ascii: 'report-20260302.pdf', utf8: '보장분석_홍길동_20260302.pdf' }),
    'attachment; filename="report-20260302.pdf"; filename*=UTF-8\'\'%EB%B3%B4%EC%9E%A5%EB%B6%84%EC%84%9D_%ED%99%8D%EA%B8%B8%EB%8F%99_20260302.pdf',
  );
  assert.equal(
    contentDisposition({ ascii: 'claim-7.pdf', utf8: 'claim-7.pdf' }),
    'attachment; filename="claim-7.pdf"; filename*=UTF-8\'\'claim-7.pdf',
  );
});
