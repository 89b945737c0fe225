import { Center, Loader } from '@mantine/core';

/** A screen or a part of it still loading: a status with its name (a name on a bare element is not announced). */
export function Loading() {
  return (
    <Center p="xl">
      <Loader role="status" aria-label="불러오는 중" />
    </Center>
  );
}
