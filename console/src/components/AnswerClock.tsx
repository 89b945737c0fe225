import { Badge, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../format';

const DAY = 86_400_000;

/**
 * The 10-day answer clock of a person's request (PIPA's answer to a do-not-contact or erasure demand): its deadline,
 * and plainly whether it was met, is running (days left) or has passed (days over).
 */
export function AnswerClock({ dueAt, notifiedAt }: { dueAt: string; notifiedAt: string | null }) {
  const due = new Date(dueAt).getTime();
  let badge: { color: string; text: string };
  if (notifiedAt) {
    badge =
      new Date(notifiedAt).getTime() <= due
        ? { color: 'teal.9', text: '기한 내 통지' }
        : { color: 'gray.7', text: '기한 후 통지' };
  } else if (Date.now() > due) {
    badge = { color: 'red.9', text: `기한 ${Math.max(1, Math.floor((Date.now() - due) / DAY))}일 지남` };
  } else {
    badge = { color: 'blue.9', text: `${Math.ceil((due - Date.now()) / DAY)}일 남음` };
  }
  return (
    <Stack gap={2} data-testid="answer-clock">
      <Text size="sm">{formatDateTime(dueAt)}</Text>
      <Badge color={badge.color} variant="outline">
        {badge.text}
      </Badge>
    </Stack>
  );
}
