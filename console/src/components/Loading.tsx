import { Center, Loader } from '@mantine/core';

export function Loading() {
  return (
    <Center p="xl">
      <Loader aria-label="불러오는 중" />
    </Center>
  );
}
