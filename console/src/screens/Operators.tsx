import type { Schema } from '@leadline/client';
import { Alert, Badge, Button, Group, Menu, Modal, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { api, call } from '../api';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { optionsOf, withAll } from '../components/Filters';
import { FilterBar } from '../components/FormDialog';
import { type Column, ListTable } from '../components/List';
import { OnceSecret } from '../components/OnceSecret';
import { ReadOnlyNote } from '../components/ReadOnlyNote';
import { useAction } from '../components/useAction';
import { useLoaded, useLocalList } from '../components/useLoaded';
import { formatDateTime } from '../format';
import { ROLE } from '../labels';
import { can, type Operator, type Role, useOperator } from '../session';

interface Filters {
  role: '' | Role;
  state: '' | 'active' | 'inactive' | 'locked';
  text: string;
}

const matches = (o: Operator, f: Filters) =>
  (!f.role || o.role === f.role) &&
  (!f.state ||
    (f.state === 'active' && o.active) ||
    (f.state === 'inactive' && !o.active) ||
    (f.state === 'locked' && o.locked)) &&
  (!f.text || `${o.name} ${o.email}`.toLowerCase().includes(f.text.toLowerCase()));

const ROLES = optionsOf(ROLE);

type Pending =
  | { kind: 'role'; operator: Operator }
  | { kind: 'active'; operator: Operator }
  | { kind: 'password'; operator: Operator }
  | { kind: 'totp'; operator: Operator }
  | { kind: 'unlock'; operator: Operator }
  | null;

/** Operator accounts (ADMIN only in the menu): create, change role, (de)activate, reset the password. */
export default function OperatorsScreen() {
  const me = useOperator();
  const admin = can(me, 'ADMIN');
  const operators = useLoaded(async () => (await call(api.GET('/admin/v1/operators'))).data);
  const [filters, setFilters] = useState<Filters>({ role: '', state: '', text: '' });
  const list = useLocalList(operators, filters, matches, (o) => o.createdAt, 'desc');
  const [creating, setCreating] = useState(false);
  const [link, setLink] = useState<{ title: string; url: string; expiresAt: string } | null>(null);
  const [pending, setPending] = useState<Pending>(null);

  const columns: Column<Operator>[] = [
    { header: '이름', cell: (o) => o.name },
    { header: '이메일', cell: (o) => o.email },
    { header: '역할', cell: (o) => ROLE[o.role] ?? o.role },
    {
      header: '상태',
      cell: (o) => (
        <Group gap={4} wrap="nowrap">
          {o.active ? (
            <Badge color="teal.9" style={{ flexShrink: 0 }}>
              활성
            </Badge>
          ) : (
            <Badge color="gray.7" style={{ flexShrink: 0 }}>
              비활성
            </Badge>
          )}
          {o.locked && (
            <Badge color="red.9" style={{ flexShrink: 0 }} title="비밀번호를 5번 연속 틀려 잠김">
              잠김
            </Badge>
          )}
        </Group>
      ),
    },
    { header: '2단계 인증', cell: (o) => (o.totpEnrolled ? '등록' : '미등록') },
    { header: 'SSO', cell: (o) => (o.ssoBound ? '연결됨' : '—') },
    { header: '생성', cell: (o) => formatDateTime(o.createdAt), sorts: true },
  ];
  if (admin) {
    columns.push({
      header: '작업',
      cell: (o) => (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button size="compact-xs" variant="default" aria-label={`${o.name} 작업`}>
              작업
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => setPending({ kind: 'role', operator: o })} disabled={o.id === me.id}>
              역할 변경
            </Menu.Item>
            {o.locked && <Menu.Item onClick={() => setPending({ kind: 'unlock', operator: o })}>잠금 해제</Menu.Item>}
            <Menu.Item onClick={() => setPending({ kind: 'password', operator: o })}>비밀번호 재설정 링크</Menu.Item>
            <Menu.Item onClick={() => setPending({ kind: 'totp', operator: o })} disabled={!o.totpEnrolled}>
              2단계 인증 초기화
            </Menu.Item>
            <Menu.Item
              color={o.active ? 'red.9' : undefined}
              onClick={() => setPending({ kind: 'active', operator: o })}
              disabled={o.id === me.id}
            >
              {o.active ? '비활성화' : '다시 활성화'}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ),
    });
  }

  const target = pending?.operator;
  return (
    <Stack>
      <Title order={2}>운영자</Title>
      <FilterBar
        label="이름 또는 이메일"
        onSearch={(text) => setFilters((f) => ({ ...f, text }))}
        fields={
          <>
            <NativeSelect
              label="역할"
              value={filters.role}
              onChange={(e) => setFilters((f) => ({ ...f, role: e.currentTarget.value as Filters['role'] }))}
              data={withAll(ROLES)}
            />
            <NativeSelect
              label="상태"
              value={filters.state}
              onChange={(e) => setFilters((f) => ({ ...f, state: e.currentTarget.value as Filters['state'] }))}
              data={[
                { value: '', label: '전체' },
                { value: 'active', label: '활성' },
                { value: 'inactive', label: '비활성' },
                { value: 'locked', label: '잠김' },
              ]}
            />
          </>
        }
      >
        {admin && <Button onClick={() => setCreating(true)}>새 운영자</Button>}
      </FilterBar>
      {!admin && <ReadOnlyNote />}
      <Text size="sm" c="dimmed">
        잠김: 비밀번호를 5번 연속 틀려 잠긴 계정입니다. 관리자가 작업 → 잠금 해제로 풉니다 (기록이 남습니다).
      </Text>
      <ListTable caption="운영자 계정" columns={columns} list={list} rowKey={(o) => o.id} />

      <CreateOperatorDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(created) => {
          setCreating(false);
          setLink({ title: '운영자가 생성되었습니다', ...created.passwordLink });
          operators.reload();
        }}
      />
      <OnceSecret
        title={link?.title ?? ''}
        label="비밀번호 설정 링크"
        value={link?.url ?? null}
        hint={link ? `만료: ${formatDateTime(link.expiresAt)} (한 번만 쓸 수 있습니다)` : undefined}
        onClose={() => setLink(null)}
      />
      <RoleDialog
        operator={pending?.kind === 'role' ? pending.operator : null}
        onClose={() => setPending(null)}
        onSaved={operators.reload}
      />
      <ConfirmDialog
        title={target?.active ? '운영자를 비활성화할까요?' : '운영자를 다시 활성화할까요?'}
        confirmLabel={target?.active ? '비활성화' : '활성화'}
        danger={target?.active}
        opened={pending?.kind === 'active'}
        onClose={() => setPending(null)}
        onConfirm={async () => {
          if (!target) return;
          await call(
            api.PATCH('/admin/v1/operators/{id}', {
              params: { path: { id: target.id } },
              body: { active: !target.active },
            }),
          );
          operators.reload();
        }}
      >
        {target?.active ? (
          <>
            <b>{target?.name}</b> ({target?.email})은(는) 더 이상 로그인할 수 없고, 열려 있는 세션은 즉시 끝납니다.
          </>
        ) : (
          <>
            <b>{target?.name}</b> ({target?.email})이(가) 다시 로그인할 수 있습니다.
          </>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        title="비밀번호 재설정 링크를 만들까요?"
        confirmLabel="링크 만들기"
        opened={pending?.kind === 'password'}
        onClose={() => setPending(null)}
        onConfirm={async () => {
          if (!target) return;
          const reset = await call(
            api.POST('/admin/v1/operators/{id}/password-link', { params: { path: { id: target.id } } }),
          );
          setLink({ title: '비밀번호 재설정 링크', ...reset });
        }}
      >
        <b>{target?.name}</b>의 세션이 즉시 끝나고, 이전에 만든 링크는 더 이상 쓸 수 없습니다. 새 링크는 한 번만
        표시됩니다.
      </ConfirmDialog>
      <ConfirmDialog
        title="계정 잠금을 해제할까요?"
        confirmLabel="잠금 해제"
        opened={pending?.kind === 'unlock'}
        onClose={() => setPending(null)}
        onConfirm={async () => {
          if (!target) return;
          await call(api.POST('/admin/v1/operators/{id}/unlock', { params: { path: { id: target.id } } }));
          operators.reload();
        }}
      >
        <b>{target?.name}</b> ({target?.email})이(가) 자기 비밀번호로 다시 로그인할 수 있습니다. 본인이 잠근 것이 맞는지
        먼저 확인하세요. 비밀번호를 잊었다면 잠금 해제 뒤 비밀번호 재설정 링크를 보내세요.
      </ConfirmDialog>
      <ConfirmDialog
        title="2단계 인증을 초기화할까요?"
        confirmLabel="초기화"
        danger
        opened={pending?.kind === 'totp'}
        onClose={() => setPending(null)}
        onConfirm={async () => {
          if (!target) return;
          await call(api.POST('/admin/v1/operators/{id}/totp-reset', { params: { path: { id: target.id } } }));
          operators.reload();
        }}
      >
        <b>{target?.name}</b>의 인증 앱 등록이 지워지고 세션이 즉시 끝납니다. 다음 로그인 때 인증 앱을 다시 등록합니다.
        비밀번호는 그대로입니다.
      </ConfirmDialog>
    </Stack>
  );
}

function CreateOperatorDialog({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (created: Schema<'CreatedOperator'>) => void;
}) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('VIEWER');
  const { busy, error, run } = useAction();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await run(async () => {
      const created = await call(
        api.POST('/admin/v1/operators', { body: { email: email.trim(), name: name.trim(), role } }),
      );
      setEmail('');
      setName('');
      setRole('VIEWER');
      onCreated(created);
    });
  };
  return (
    <Modal opened={opened} onClose={onClose} title="새 운영자" centered>
      <form onSubmit={(e) => void submit(e)}>
        <Stack>
          <TextInput
            label="이메일"
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <TextInput
            label="이름"
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={100}
          />
          <NativeSelect
            label="역할"
            value={role}
            onChange={(e) => setRole(e.currentTarget.value as Role)}
            data={ROLES}
          />
          <Text size="sm" c="dimmed">
            비밀번호는 운영자가 한 번만 쓸 수 있는 링크로 직접 정합니다 (24시간 유효).
          </Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={busy} disabled={!email.trim() || !name.trim()}>
              만들기
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function RoleDialog({
  operator,
  onClose,
  onSaved,
}: {
  operator: Operator | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [role, setRole] = useState<Role>('VIEWER');
  const [shownFor, setShownFor] = useState<string | null>(null);
  const { busy, error, setError, run } = useAction();
  if (operator && shownFor !== operator.id) {
    setShownFor(operator.id);
    setRole(operator.role);
    setError(null);
  }
  const close = () => {
    setShownFor(null);
    onClose();
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!operator) return;
    await run(async () => {
      await call(api.PATCH('/admin/v1/operators/{id}', { params: { path: { id: operator.id } }, body: { role } }));
      onSaved();
      close();
    });
  };
  return (
    <Modal opened={operator !== null} onClose={close} title="역할 변경" centered>
      <form onSubmit={(e) => void submit(e)}>
        <Stack>
          <Text size="sm">
            <b>{operator?.name}</b> ({operator?.email})의 역할을 바꾸면 그 운영자의 세션이 즉시 끝납니다.
          </Text>
          <NativeSelect
            label="새 역할"
            value={role}
            onChange={(e) => setRole(e.currentTarget.value as Role)}
            data={ROLES}
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              취소
            </Button>
            <Button type="submit" loading={busy} disabled={role === operator?.role}>
              변경
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
