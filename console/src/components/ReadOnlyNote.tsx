import { Text } from '@mantine/core';

/** What a VIEWER or REVIEWER sees instead of the change buttons (the server refuses their changes anyway). */
export function ReadOnlyNote() {
  return (
    <Text size="sm" c="dimmed">
      조회만 할 수 있습니다. 변경은 관리자만 할 수 있습니다.
    </Text>
  );
}
