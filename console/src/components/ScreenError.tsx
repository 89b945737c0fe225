import { Alert, Button, Stack, Text } from '@mantine/core';
import { Component, type ReactNode, useEffect, useState } from 'react';
import { useRouteError } from 'react-router';

/** A screen's code that did not arrive: the server is down, or a deploy removed the chunk names this page knows. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(message);
}

/** When the app last reloaded itself for a missing chunk (this tab): once a minute at most, never in a loop. */
const RELOADED_AT = 'leadline:chunk-reload';
const RELOAD_GUARD_MS = 60_000;

/** Whether the service answers at all (the console's page is never cached). */
const serverAnswers = () =>
  fetch('/console/', { method: 'HEAD', cache: 'no-store' })
    .then((r) => r.ok)
    .catch(() => false);

type ChunkOutcome = 'checking' | 'unreachable' | 'gave-up';

/**
 * A missing chunk: the server answers, so the page is stale (a new deploy); it loads again once. The server does not
 * answer: say so and offer to try again (a reload then would show the browser's own error page).
 */
async function recoverChunk(): Promise<ChunkOutcome> {
  if (!(await serverAnswers())) return 'unreachable';
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (Date.now() - last < RELOAD_GUARD_MS) return 'gave-up';
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  window.location.reload();
  return 'checking';
}

const CHUNK_TEXT: Record<Exclude<ChunkOutcome, 'checking'>, string> = {
  unreachable: '서버에 연결할 수 없어 화면을 불러오지 못했습니다. 네트워크나 서버 상태를 확인한 뒤 다시 시도하세요.',
  'gave-up':
    '화면을 불러오지 못했습니다. 콘솔이 새 버전으로 바뀌었을 수 있습니다. 새로 고쳐도 계속되면 관리자에게 알려 주세요.',
};

/** What stands in for a screen that failed: a Korean reason and a way on (retry, or load the app again). */
export function ScreenFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const chunk = isChunkLoadError(error);
  const [outcome, setOutcome] = useState<ChunkOutcome>('checking');
  useEffect(() => {
    if (chunk) void recoverChunk().then(setOutcome);
  }, [chunk]);
  if (chunk && outcome === 'checking') return null;
  const retryChunk = () => {
    setOutcome('checking');
    void serverAnswers().then((up) => (up ? window.location.reload() : setOutcome('unreachable')));
  };
  return (
    <Alert color="red" role="alert" title="화면을 표시하지 못했습니다" data-testid="screen-error">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {chunk && outcome !== 'checking'
            ? CHUNK_TEXT[outcome]
            : '화면을 표시하는 중 오류가 발생했습니다. 다시 시도해도 계속되면 관리자에게 알려 주세요.'}
        </Text>
        <Button size="xs" variant="default" onClick={chunk ? retryChunk : onRetry}>
          {chunk && outcome === 'gave-up' ? '새로 고침' : '다시 시도'}
        </Button>
      </Stack>
    </Alert>
  );
}

/** One screen's error boundary: the menu and header stay, the screen shows its failure with a retry. */
export class ScreenBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    if (this.state.error !== null) {
      return <ScreenFailure error={this.state.error} onRetry={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}

/** The router's last resort (outside the frame: the sign-in and password pages): never its developer page. */
export function RouteFailure() {
  const error = useRouteError();
  return (
    <main style={{ padding: 24, maxWidth: 640, margin: '0 auto' }}>
      <ScreenFailure error={error} onRetry={() => window.location.reload()} />
    </main>
  );
}
