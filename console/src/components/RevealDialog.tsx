import type { Schema } from '@leadline/client';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { api, call } from '../api';
import { useAction } from './useAction';

type LeadContact = Schema<'LeadContact'>;

/** An ADMIN reveals one lead's contact with a reason (kept in the access log); shown in this dialog only, once. */
export function RevealDialog({ leadId, onClose }: { leadId: string | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [contact, setContact] = useState<LeadContact | null>(null);
  const { busy, error, setError, run } = useAction();
  const trimmed = reason.trim();
  const valid = trimmed.length >= 5 && trimmed.length <= 500;

  const close = () => {
    setReason('');
    setContact(null);
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (leadId === null || !valid) return;
    await run(async () =>
      setContact(
        await call(
          api.POST('/admin/v1/leads/{id}/contact', { params: { path: { id: leadId } }, body: { reason: trimmed } }),
        ),
      ),
    );
  };

  return (
    <Modal
      opened={leadId !== null}
      onClose={close}
      title={`리드 #${leadId ?? ''} 연락처 열람`}
      centered
      closeButtonProps={{ 'aria-label': '닫기' }}
    >
      {contact ? (
        <Stack gap="sm">
          <Stack gap={4} data-testid="revealed-contact">
            <Text size="sm">이름: {contact.name}</Text>
            <Text size="sm">전화: {contact.phone}</Text>
            <Text size="sm">이메일: {contact.email ?? '—'}</Text>
          </Stack>
          <Text size="xs" c="dimmed">
            열람 기록이 남았습니다. 창을 닫으면 다시 가려집니다.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              닫기
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(e) => void submit(e)}>
          <Stack gap="sm">
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Textarea
              label="열람 사유"
              description="5자 이상 500자 이하. 개인정보 접근 기록과 감사 로그에 남습니다."
              required
              autosize
              minRows={3}
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              error={reason !== '' && !valid ? '사유를 5자 이상 적어 주세요.' : undefined}
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close}>
                취소
              </Button>
              <Button type="submit" disabled={!valid} loading={busy}>
                열람
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
