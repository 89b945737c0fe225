import { Alert, Anchor, Button, Center, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ApiError, api, call } from '../api';

/** The one-time link's page: the token is in the fragment (#token=…), so it never reaches a server log. */
export default function SetPassword() {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (password !== again) return setError('두 비밀번호가 다릅니다.');
    setBusy(true);
    setError(null);
    try {
      await call(api.POST('/console/api/password', { body: { token, password } }));
      setDone(true);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : '서버에 연결하지 못했습니다.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" p="xl" radius="md" w={400} maw="100%">
        <Stack>
          <Title order={1} size="h2">
            비밀번호 설정
          </Title>
          {done ? (
            <Alert color="green">
              비밀번호를 설정했습니다. <Anchor href="/console/">로그인하기</Anchor>
            </Alert>
          ) : !token ? (
            <Alert color="red" role="alert">
              링크가 올바르지 않습니다. 관리자에게 새 링크를 요청하세요.
            </Alert>
          ) : (
            <form onSubmit={submit}>
              <Stack>
                {error && (
                  <Alert color="red" role="alert">
                    {error}
                  </Alert>
                )}
                <Text size="sm">12자 이상으로 정하세요.</Text>
                <PasswordInput
                  label="새 비밀번호"
                  autoComplete="new-password"
                  minLength={12}
                  required
                  value={password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                />
                <PasswordInput
                  label="새 비밀번호 확인"
                  autoComplete="new-password"
                  minLength={12}
                  required
                  value={again}
                  onChange={(e) => setAgain(e.currentTarget.value)}
                />
                <Button type="submit" loading={busy}>
                  설정
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
