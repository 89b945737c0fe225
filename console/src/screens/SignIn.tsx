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
import { ApiError, api, call, errorText } from '../api';
import { type SessionEnd, useSession } from '../session';

type Step = { kind: 'password' } | { kind: 'totp' } | { kind: 'enrol'; secret: string; otpauthUri: string };

/** Why the operator is asked to sign in again; they come back to the screen they were on, drafts kept. */
const ENDED: Record<SessionEnd, string> = {
  expired: '세션이 끝나 다시 로그인해야 합니다. 로그인하면 보던 화면으로 돌아가며, 입력 중이던 내용은 남아 있습니다.',
  'other-tab': '다른 탭에서 로그아웃했습니다. 다시 로그인하면 보던 화면으로 돌아갑니다.',
};

/** Wrong passwords in a row after which the page warns that the next one may lock the account (it locks at 5). */
const WARN_AFTER_FAILURES = 4;

/** What the identity provider's return (`/console/?step=totp` or `?sso=refused`) asks of the sign-in page. */
const RETURN_PARAMS = ['step', 'sso'];

export function SignIn() {
  const { signedIn, ended } = useSession();
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
  // Refusals in a row for the e-mail typed: counted here only, the server tells nobody how many are left.
  const [failures, setFailures] = useState<{ email: string; count: number }>({ email: '', count: 0 });
  const failuresOfEmail = failures.email === email.trim().toLowerCase() ? failures.count : 0;

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
      setError(errorText(err));
      if (err instanceof ApiError && err.code === 'SIGN_IN_FAILED' && step.kind === 'password') {
        const typed = email.trim().toLowerCase();
        setFailures((f) => ({ email: typed, count: f.email === typed ? f.count + 1 : 1 }));
      }
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
          {ended && !error && (
            <Alert color="brand" role="status" title="다시 로그인하세요" data-testid="session-ended">
              {ENDED[ended]}
            </Alert>
          )}
          {error && (
            <Alert color="red" role="alert" title="로그인 실패">
              {error}
            </Alert>
          )}
          {failuresOfEmail >= WARN_AFTER_FAILURES && step.kind === 'password' && (
            <Alert color="red" role="alert" title="계정 잠금 주의" data-testid="lock-warning">
              비밀번호가 5번 연속 틀리면 계정이 잠깁니다. 한 번 더 틀리면 잠길 수 있으니, 비밀번호가 확실하지 않으면
              관리자에게 재설정 링크를 요청하세요.
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
