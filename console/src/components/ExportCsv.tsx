import { Alert, Button, Stack } from '@mantine/core';
import { useAction } from './useAction';

/** A Korea-time day, `YYYY-MM-DD`, for the file's name (the service names it the same way). */
const koreaDay = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

/**
 * 내보내기(CSV): the list's whole filtered result as a file the service writes (masked as the list, at most 10,000
 * rows, each file an audit entry), saved under `<stem>-<day>.csv`. A refusal (too many rows, an ended session) is
 * said beside the button in Korean, never as a downloaded error.
 */
export function ExportCsvButton({ stem, what, load }: { stem: string; what: string; load: () => Promise<Blob> }) {
  const action = useAction();
  const save = () =>
    action.run(async () => {
      const blob = await load();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${stem}-${koreaDay()}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    });
  return (
    <Stack gap={4} align="flex-end">
      <Button
        variant="default"
        size="sm"
        loading={action.busy}
        onClick={save}
        aria-label={`${what} 내보내기(CSV): 지금 조건의 목록 전체`}
      >
        내보내기(CSV)
      </Button>
      {action.error && (
        <Alert color="red" role="alert" p="xs" maw={360}>
          {action.error}
        </Alert>
      )}
    </Stack>
  );
}
