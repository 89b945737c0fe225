import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';

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
 * copy button and a warning. The caller forgets it on close, so it is never on the page again. Closing it (닫기, the
 * X, Escape) before the copy button was used asks first whether it was kept: a secret lost is a new key to issue.
 */
export function OnceSecret({ title, label, value, hint, onClose }: OnceSecretProps) {
  const [shown, setShown] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [asking, setAsking] = useState(false);
  if (shown !== value) {
    setShown(value);
    setCopied(false);
    setAsking(false);
  }
  const requestClose = () => (copied ? onClose() : setAsking(true));
  return (
    <Modal opened={value !== null} onClose={requestClose} title={title} centered size="lg">
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
        {asking ? (
          <Alert color="red.9" variant="outline" role="alert" title={`${label}을(를) 보관했나요?`}>
            <Stack gap="xs">
              <Text size="sm">복사 버튼을 누르지 않았습니다. 닫으면 {label}을(를) 다시 볼 수 없습니다.</Text>
              <Group justify="flex-end" gap="xs">
                <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
                  돌아가기
                </Button>
                <Button color="red.9" onClick={onClose}>
                  보관했습니다, 닫기
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <Group justify="flex-end">
            <CopyButton value={value ?? ''}>
              {({ copied: justCopied, copy }) => (
                <Button
                  variant={justCopied ? 'light' : 'filled'}
                  color={justCopied ? 'teal' : undefined}
                  onClick={() => {
                    copy();
                    setCopied(true);
                  }}
                >
                  {justCopied ? '복사됨' : `${label} 복사`}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" onClick={requestClose}>
              닫기
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
