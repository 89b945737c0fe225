import { Alert, FileInput, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { api, call } from '../api';
import { FormDialog } from '../components/FormDialog';
import {
  looksLikePhone,
  type SuppressionChannel,
  SuppressionFields,
  type SuppressionReason,
} from '../components/RightsDialogs';
import { formatNumber } from '../format';

/** The API takes at most this many numbers at once. */
const MAX_PHONES = 10_000;

const unquote = (cell: string) =>
  cell
    .trim()
    .replace(/^"(.*)"$/s, '$1')
    .trim();

/** Pasted numbers: one a line, or separated by commas, tabs or semicolons. */
export function phonesOfText(text: string): string[] {
  return text
    .split(/[\n\r,;\t]+/)
    .map(unquote)
    .filter(Boolean);
}

/**
 * A CSV file's numbers: per row the first cell that looks like a phone number, else its first cell (the server then
 * reports it invalid by its position); a first row without any number is a header and skipped.
 */
export function phonesOfCsv(text: string): string[] {
  const rows = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line) => line.split(/[,;\t]/).map(unquote))
    .filter((cells) => cells.some(Boolean));
  const phones = rows.map((cells) => cells.find(looksLikePhone) ?? cells.find(Boolean) ?? '');
  if (rows.length > 0 && !rows[0].some(looksLikePhone)) phones.shift();
  return phones;
}

interface BulkResult {
  created: number;
  existing: number;
  invalid: { index: number }[];
}

/** What the server did with the list, in a sentence; the invalid entries by position (never the numbers). */
function summary(result: BulkResult, from: 'text' | 'csv') {
  const unit = from === 'csv' ? '번째 행' : '번째 번호';
  const positions = result.invalid
    .slice(0, 20)
    .map((i) => `${i.index + 1}${unit}`)
    .join(', ');
  const more = result.invalid.length > 20 ? ` 외 ${formatNumber(result.invalid.length - 20)}개` : '';
  return (
    `일괄 등록: 새로 등록 ${formatNumber(result.created)}건, 이미 등록됨 ${formatNumber(result.existing)}건` +
    (result.invalid.length > 0
      ? `, 번호 형식이 틀려 제외 ${formatNumber(result.invalid.length)}건 (${positions}${more})`
      : '')
  );
}

/**
 * Many numbers at once (a call centre's list, the 두낫콜 registry's file): pasted, or read from a CSV file here. `lift`:
 * the same list lifts them instead (the registry's withdrawals), with one reason for all.
 */
export function BulkSuppressDialog({
  mode,
  opened,
  onClose,
  onDone,
}: {
  mode: 'add' | 'lift';
  opened: boolean;
  onClose: () => void;
  onDone: (summary: string) => void;
}) {
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fromFile, setFromFile] = useState<string[] | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [reason, setReason] = useState<SuppressionReason>('CONSUMER_REQUEST');
  const [channel, setChannel] = useState<SuppressionChannel>('CALL_CENTER');
  const [liftReason, setLiftReason] = useState('');
  const lifting = mode === 'lift';
  const phones = fromFile ?? phonesOfText(text);

  const pick = (picked: File | null) => {
    setFile(picked);
    setFromFile(null);
    setReadError(null);
    if (!picked) return;
    picked
      .text()
      .then((content) => setFromFile(phonesOfCsv(content)))
      .catch(() => setReadError('파일을 읽지 못했습니다. UTF-8 CSV 파일인지 확인하세요.'));
  };
  const reset = () => {
    setText('');
    setLiftReason('');
    pick(null);
  };
  const submit = async () => {
    if (lifting) {
      const body = { phones, reason: liftReason.trim() };
      const result = await call(api.POST('/admin/v1/suppressions/bulk-lift', { body }));
      onDone(
        `일괄 해제: 해제 ${formatNumber(result.lifted)}건, 수신 거부가 없던 번호 ${formatNumber(result.notFound)}건`,
      );
    } else {
      const result = await call(api.POST('/admin/v1/suppressions/bulk', { body: { phones, reason, channel } }));
      onDone(summary(result, fromFile ? 'csv' : 'text'));
    }
    reset();
  };

  return (
    <FormDialog
      title={lifting ? '수신 거부 일괄 해제' : '수신 거부 일괄 등록'}
      submitLabel={`${formatNumber(phones.length)}개 번호 ${lifting ? '해제' : '등록'}`}
      size="lg"
      opened={opened}
      canSubmit={phones.length > 0 && phones.length <= MAX_PHONES && (!lifting || liftReason.trim() !== '')}
      onClose={onClose}
      onSubmit={submit}
    >
      <Textarea
        label="전화번호 붙여넣기"
        description="한 줄에 하나씩, 또는 쉼표로 구분"
        autosize
        minRows={4}
        maxRows={10}
        value={text}
        disabled={file !== null}
        onChange={(e) => setText(e.currentTarget.value)}
        data-autofocus
      />
      <FileInput
        label="또는 CSV 파일"
        description="각 행에서 전화번호 칸을 찾아 읽습니다 (UTF-8; 첫 행이 제목이면 건너뜀). 파일은 이 브라우저에서 읽고 번호만 보냅니다."
        accept=".csv,text/csv,text/plain"
        clearable
        value={file}
        onChange={pick}
      />
      {readError && (
        <Alert color="red" role="alert">
          {readError}
        </Alert>
      )}
      <Text size="sm" aria-live="polite" data-testid="bulk-count">
        번호 {formatNumber(phones.length)}개
        {phones.length > MAX_PHONES ? ` (한 번에 ${formatNumber(MAX_PHONES)}개까지 등록할 수 있습니다)` : ''}
      </Text>
      {lifting ? (
        <Textarea
          label="해제 사유"
          description="예: 두낫콜 등록 철회 (모든 번호에 같은 사유가 남습니다)"
          required
          maxLength={500}
          value={liftReason}
          onChange={(e) => setLiftReason(e.currentTarget.value)}
        />
      ) : (
        <SuppressionFields reason={reason} channel={channel} onReason={setReason} onChannel={setChannel} />
      )}
    </FormDialog>
  );
}
