import { Text } from '@mantine/core';

/** Regions: waiting for GET /admin/v1/regions (aliases and retired ones). */
export function Regions() {
  return <Text size="sm">준비 중</Text>;
}
