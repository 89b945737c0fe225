import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useAction } from './useAction';

/** A form in a dialog: its fields, the server's refusal, and one submit button. */
export function FormDialog({
  title,
  opened,
  onClose,
  onSubmit,
  submitLabel,
  canSubmit = true,
  danger,
  children,
  size,
}: {
  title: string;
  opened: boolean;
  onClose: () => void;
  onSubmit: () => Promise<void>;
  submitLabel: string;
  canSubmit?: boolean;
  /** A change that cannot be undone (an erasure): its button is red. */
  danger?: boolean;
  children: ReactNode;
  size?: string;
}) {
  const { busy, error, setError, run } = useAction();
  const close = () => {
    setError(null);
    onClose();
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await run(onSubmit)) close();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered size={size}>
      <form onSubmit={(e) => void submit(e)}>
        <Stack>
          {children}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              취소
            </Button>
            <Button type="submit" color={danger ? 'red.9' : undefined} loading={busy} disabled={!canSubmit}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * A text filter applied on submit, on one row with the filters that apply at once (`fields`, before it) and what else
 * sits there (`children`, after its button).
 */
export function FilterBar({
  label,
  onSearch,
  fields,
  children,
}: {
  label: string;
  onSearch: (text: string) => void;
  fields?: ReactNode;
  children?: ReactNode;
}) {
  const [draft, setDraft] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <Group align="flex-end" wrap="wrap">
        {fields}
        <TextInput label={label} value={draft} onChange={(e) => setDraft(e.currentTarget.value)} />
        <Button type="submit" variant="default">
          검색
        </Button>
        {children}
      </Group>
    </form>
  );
}
