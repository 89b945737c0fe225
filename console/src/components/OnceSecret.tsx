import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';

interface OnceSecretProps {
  /** The dialog's title (e.g. "API 키가 발급되었습니다"). */
  title: string;
  /** What the value is (e.g. "API 키"): names the value and its copy button. */
  label: string;
  /** The secret, or null when there is none to show (the dialog is closed). */
  value: string | null;
  /** A line under the value (e.g. the link's expiry). */
  hint?: string;
  onClose: () => void;
}

/**
 * A secret the server answers once (an API key, a client secret, a one-time password link): shown in a dialog with a
 * copy button and a warning. The caller forgets it on close, so it is never on the page again.
 */
export function OnceSecret({ title, label, value, hint, onClose }: OnceSecretProps) {
  return (
    <Modal opened={value !== null} onClose={onClose} title={title} centered size="lg">
      <Stack>
        <Alert variant="outline" color="red.9" role="note" title="지금 한 번만 표시됩니다">
          이 창을 닫으면 {label}을(를) 다시 볼 수 없습니다. 지금 복사해 안전한 곳에 보관하세요.
        </Alert>
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Code block data-testid="once-secret" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {value}
        </Code>
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
        <Group justify="flex-end">
          <CopyButton value={value ?? ''}>
            {({ copied, copy }) => (
              <Button variant={copied ? 'light' : 'filled'} color={copied ? 'teal' : undefined} onClick={copy}>
                {copied ? '복사됨' : `${label} 복사`}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={onClose}>
            닫기
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
