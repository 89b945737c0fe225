import type { Schema } from '@leadline/client';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Image,
  Paper,
  PasswordInput,
  PinInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, api, call } from '../api';
import { useSession } from '../session';

type Step = { kind: 'password' } | { kind: 'totp' } | { kind: 'enrol'; secret: string; otpauthUri: string };

/** What the identity provider's return (`/console/?step=totp` or `?sso=refused`) asks of the sign-in page. */
const RETURN_PARAMS = ['step', 'sso'];

export function SignIn() {
  const { signedIn } = useSession();
  const [params, setParams] = useSearchParams();
  // Read when the page mounts, then dropped from the address: a reload, or the sign-in page shown again after signing
  // out, starts from the password instead of a code step whose pending sign-in is gone or a refusal long past.
  const [returned] = useState(() => new URLSearchParams(params));
  useEffect(() => {
    if (!RETURN_PARAMS.some((name) => params.has(name))) return;
    const rest = new URLSearchParams(params);
    for (const name of RETURN_PARAMS) rest.delete(name);
    setParams(rest, { replace: true });
  }, [params, setParams]);
  const [step, setStep] = useState<Step>(returned.get('step') === 'totp' ? { kind: 'totp' } : { kind: 'password' });
  const [sso, setSso] = useState(false);
  useEffect(() => {
    call(api.GET('/console/api/options'))
      .then((options) => setSso(options.sso))
      .catch(() => setSso(false));
  }, []);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(
    returned.get('sso') === 'refused'
      ? '회사 계정으로 로그인하지 못했습니다. 등록된 운영자인지 관리자에게 확인하세요.'
      : null,
  );
  const [busy, setBusy] = useState(false);

  const answer = (result: Schema<'SignInResult'>) => {
    if (result.status === 'SIGNED_IN') signedIn(result.session);
    else if (result.status === 'TOTP_REQUIRED') setStep({ kind: 'totp' });
    else setStep({ kind: 'enrol', secret: result.secret, otpauthUri: result.otpauthUri });
  };

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : '서버에 연결하지 못했습니다.');
      // A wrong code ends the pending sign-in on the server: start again from the password.
      if (step.kind !== 'password') setStep({ kind: 'password' });
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  const submitPassword = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => answer(await call(api.POST('/console/api/sign-in', { body: { email, password } }))));
  };
  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => answer(await call(api.POST('/console/api/sign-in/totp', { body: { code } }))));
  };

  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" p="xl" radius="md" w={400} maw="100%">
        <Stack>
          <Title order={1} size="h2">
            leadline 운영 콘솔
          </Title>
          {error && (
            <Alert color="red" role="alert" title="로그인 실패">
              {error}
            </Alert>
          )}
          {step.kind === 'password' ? (
            <form onSubmit={submitPassword}>
              <Stack>
                <TextInput
                  label="이메일"
                  type="email"
                  autoComplete="username"
                  required
                  value={email}
                  onChange={(e) => setEmail(e.currentTarget.value)}
                />
                <PasswordInput
                  label="비밀번호"
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                />
                <Button type="submit" loading={busy}>
                  로그인
                </Button>
                {sso && (
                  <Anchor href="/console/api/sso/start" size="sm">
                    회사 계정(SSO)으로 로그인
                  </Anchor>
                )}
              </Stack>
            </form>
          ) : (
            <form onSubmit={submitCode}>
              <Stack>
                {step.kind === 'enrol' ? (
                  <Enrolment secret={step.secret} otpauthUri={step.otpauthUri} />
                ) : (
                  <Text size="sm">인증 앱에 표시된 6자리 코드를 입력하세요.</Text>
                )}
                <PinInput length={6} type="number" oneTimeCode value={code} onChange={setCode} aria-label="인증 코드" />
                <Button type="submit" loading={busy} disabled={code.length !== 6}>
                  확인
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}

/** First sign-in of an ADMIN or REVIEWER: the secret as a QR code (drawn here, never sent elsewhere) and as text. */
function Enrolment({ secret, otpauthUri }: { secret: string; otpauthUri: string }) {
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    import('qrcode').then((m) => m.toDataURL(otpauthUri, { margin: 1, width: 200 })).then(setQr);
  }, [otpauthUri]);
  return (
    <Stack gap="xs">
      <Text size="sm">
        2단계 인증을 등록하세요. 인증 앱으로 QR 코드를 찍거나 아래 키를 입력한 뒤, 표시된 코드를 입력합니다.
      </Text>
      {qr && <Image src={qr} alt="2단계 인증 등록 QR 코드" w={200} h={200} />}
      <Text size="sm" ff="monospace" data-testid="totp-secret">
        {secret}
      </Text>
    </Stack>
  );
}
