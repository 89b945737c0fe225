import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAction } from './useAction';

interface ConfirmDialogProps {
  /** The question, as the dialog's title. */
  title: string;
  /** What happens, in a sentence or two. */
  children: ReactNode;
  /** The confirming button's name (e.g. "폐기"). */
  confirmLabel: string;
  opened: boolean;
  onClose: () => void;
  /** Runs on confirmation; the dialog closes when it resolves and shows the error when it throws. */
  onConfirm: () => Promise<void>;
  /** A destructive change is red. */
  danger?: boolean;
  /** The confirming button takes the focus (Enter confirms), for a step the keyboard repeats all day (an approval). */
  focusConfirm?: boolean;
}

/** A change that cannot be undone (revoking, deactivating) asks first; the server's refusal shows in the dialog. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  opened,
  onClose,
  onConfirm,
  danger,
  focusConfirm,
}: ConfirmDialogProps) {
  const { busy, error, setError, run } = useAction();
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (await run(onConfirm)) close();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <Stack>
        <Text size="sm" component="div">
          {children}
        </Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            취소
          </Button>
          <Button
            color={danger ? 'red.9' : undefined}
            loading={busy}
            onClick={() => void confirm()}
            data-autofocus={focusConfirm || undefined}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
