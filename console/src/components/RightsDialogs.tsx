import { NativeSelect, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { api, call } from '../api';
import { formatNumber } from '../format';
import { IDENTITY_CHECK, SUPPRESSION_CHANNEL, SUPPRESSION_REASON_GIVEN } from '../labels.rights';
import { optionsOf } from './Filters';
import { FormDialog } from './FormDialog';

export type SuppressionReason = 'CONSUMER_REQUEST' | 'DNC_REGISTRY' | 'LEGAL' | 'OTHER';
export type SuppressionChannel = 'CALL_CENTER' | 'CONSULTANT' | 'WEB' | 'WRITTEN' | 'DONOTCALL';
type IdentityCheck = 'PHONE_AUTH' | 'CALLBACK' | 'DOCUMENT';
type AnyIdentityCheck = IdentityCheck | 'NONE';

/** The identity checks an erasure accepts (NONE is not one). */
const CHECKED: Record<IdentityCheck, string> = {
  PHONE_AUTH: IDENTITY_CHECK.PHONE_AUTH,
  CALLBACK: IDENTITY_CHECK.CALLBACK,
  DOCUMENT: IDENTITY_CHECK.DOCUMENT,
};

/** A phone number as the API accepts it (010-1234-5678, 01012345678, +82 10-1234-5678). */
export const looksLikePhone = (text: string) =>
  /^(\+82|0)1[0-9]{8,9}$/.test(text.replace(/[\s-]/g, '').replace(/^\+8201/, '+821'));

interface ChangeDialogProps {
  opened: boolean;
  /** The number of a lookup; without one the dialog asks for it. */
  phone?: string;
  onClose: () => void;
  onDone: () => void;
}

/** Why a number is suppressed and where the demand came in: the fields one entry and a list of them share. */
export function SuppressionFields({
  reason,
  channel,
  onReason,
  onChannel,
  autoFocus,
}: {
  reason: SuppressionReason;
  channel: SuppressionChannel;
  onReason: (reason: SuppressionReason) => void;
  onChannel: (channel: SuppressionChannel) => void;
  /** The reason takes the focus (the number was given by a lookup). */
  autoFocus?: boolean;
}) {
  return (
    <>
      <NativeSelect
        label="사유"
        data={optionsOf(SUPPRESSION_REASON_GIVEN)}
        value={reason}
        onChange={(e) => onReason(e.currentTarget.value as SuppressionReason)}
        data-autofocus={autoFocus || undefined}
      />
      <NativeSelect
        label="접수 경로"
        data={optionsOf(SUPPRESSION_CHANNEL)}
        value={channel}
        onChange={(e) => onChannel(e.currentTarget.value as SuppressionChannel)}
      />
    </>
  );
}

/** A do-not-contact entry for one number: every provider's leads with it stop being offered or contacted. */
export function SuppressDialog({ opened, phone, onClose, onDone }: ChangeDialogProps) {
  const [typed, setTyped] = useState('');
  const [reason, setReason] = useState<SuppressionReason>('CONSUMER_REQUEST');
  const [channel, setChannel] = useState<SuppressionChannel>('CALL_CENTER');
  const [identityCheck, setIdentityCheck] = useState<AnyIdentityCheck>('NONE');
  const [note, setNote] = useState('');
  const number = phone ?? typed.trim();
  return (
    <FormDialog
      title="수신 거부 등록"
      submitLabel="등록"
      opened={opened}
      canSubmit={looksLikePhone(number)}
      onClose={onClose}
      onSubmit={async () => {
        await call(
          api.POST('/admin/v1/suppressions', {
            body: { phone: number, reason, channel, identityCheck, ...(note.trim() ? { note: note.trim() } : {}) },
          }),
        );
        setTyped('');
        setNote('');
        onDone();
      }}
    >
      <Text size="sm">이 번호로는 어느 공급사의 리드도 더 배정되거나 연락되지 않습니다.</Text>
      {phone === undefined && (
        <TextInput
          label="전화번호"
          description="010-1234-5678 (번호는 저장되지 않고 암호화한 값만 남습니다)"
          required
          maxLength={30}
          autoComplete="off"
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          data-autofocus
        />
      )}
      <SuppressionFields
        reason={reason}
        channel={channel}
        onReason={setReason}
        onChannel={setChannel}
        autoFocus={phone !== undefined}
      />
      <NativeSelect
        label="본인 확인"
        data={optionsOf(IDENTITY_CHECK)}
        value={identityCheck}
        onChange={(e) => setIdentityCheck(e.currentTarget.value as AnyIdentityCheck)}
      />
      <Textarea label="메모" maxLength={500} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
    </FormDialog>
  );
}

/** An erasure names how many leads it erases before it is confirmed: it cannot be undone. */
export function EraseDialog({ opened, phone, count, onClose, onDone }: ChangeDialogProps & { count: number }) {
  const [reason, setReason] = useState('');
  const [identityCheck, setIdentityCheck] = useState<IdentityCheck | ''>('');
  return (
    <FormDialog
      title={`리드 ${formatNumber(count)}건을 삭제할까요?`}
      submitLabel={`${formatNumber(count)}건 삭제`}
      danger
      opened={opened}
      canSubmit={Boolean(identityCheck) && reason.trim() !== ''}
      onClose={onClose}
      onSubmit={async () => {
        if (!identityCheck || !phone) return;
        await call(api.POST('/admin/v1/erasures', { body: { phone, reason: reason.trim(), identityCheck } }));
        setReason('');
        setIdentityCheck('');
        onDone();
      }}
    >
      <Text size="sm">
        {count > 0
          ? `이 번호의 리드 ${formatNumber(count)}건에서 이름·연락처 등 개인정보를 지우고, 번호는 수신 거부로 남깁니다. 되돌릴 수 없습니다.`
          : '이 번호로 남은 리드가 없습니다. 요청은 기록되고 번호는 수신 거부로 남습니다.'}{' '}
        10일 안에 결과를 본인에게 알려야 합니다.
      </Text>
      <NativeSelect
        label="본인 확인 방법"
        required
        data={[{ value: '', label: '선택하세요' }, ...optionsOf(CHECKED)]}
        value={identityCheck}
        onChange={(e) => setIdentityCheck(e.currentTarget.value as IdentityCheck | '')}
        data-autofocus
      />
      <TextInput
        label="요청 내용"
        required
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
    </FormDialog>
  );
}
