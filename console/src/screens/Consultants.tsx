import type { Schema } from '@leadline/client';
import {
  Badge,
  Button,
  Card,
  Grid,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { api, call } from '../api';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { optionsOf, withAll } from '../components/Filters';
import { FormDialog } from '../components/FormDialog';
import { type Column, ListTable, useList } from '../components/List';
import { ReadOnlyNote } from '../components/ReadOnlyNote';
import { RecordLink } from '../components/RecordPage';
import { useLoaded } from '../components/useLoaded';
import { formatDateTime, formatNumber } from '../format';
import { can, useOperator } from '../session';
import { CONSULTANT_ROLE, CreateButtons } from './ConsultantForms';

type Consultant = Schema<'AdminUser'>;
type Organization = Schema<'AdminOrganization'>;
type ConsultantRole = Consultant['role'];

interface Filters {
  /** An organization id, 'none' for consultants in none, '' for all. */
  org: string;
  role: '' | ConsultantRole;
  active: '' | 'true' | 'false';
  name: string;
}

const EMPTY: Filters = { org: '', role: '', active: '', name: '' };

/** Organizations in tree order (parents before their children), each with its depth. */
function treeOrder(orgs: Organization[]): { org: Organization; depth: number }[] {
  const ids = new Set(orgs.map((o) => o.id));
  const children = new Map<number | null, Organization[]>();
  for (const o of orgs) {
    // An organization whose parent is not listed shows as a root rather than vanishing.
    const parent = o.parentId !== null && ids.has(o.parentId) ? o.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), o]);
  }
  const out: { org: Organization; depth: number }[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, depth: number) => {
    for (const o of (children.get(parent) ?? []).sort((a, b) => a.name.localeCompare(b.name, 'ko'))) {
      if (seen.has(o.id)) continue;
      seen.add(o.id);
      out.push({ org: o, depth });
      walk(o.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** Consultants (masked) with filters, the organization tree, moving a consultant and (de)activating one. */
export default function ConsultantsScreen() {
  const admin = can(useOperator(), 'ADMIN');
  const orgs = useLoaded(async () => (await call(api.GET('/admin/v1/organizations'))).data);
  const tree = useMemo(() => treeOrder(orgs.data ?? []), [orgs.data]);
  const list = useList<Consultant, Filters>(
    ({ filters, page }) =>
      call(
        api.GET('/admin/v1/users', {
          params: {
            query: {
              page,
              limit: 20,
              ...(filters.org === 'none' ? { noOrg: true } : filters.org ? { orgId: Number(filters.org) } : {}),
              ...(filters.role ? { role: filters.role } : {}),
              ...(filters.active ? { active: filters.active === 'true' } : {}),
              ...(filters.name ? { name: filters.name } : {}),
            },
          },
        }),
      ),
    EMPTY,
  );
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const apply = (next: Filters) => {
    setDraft(next);
    list.setFilters({ ...next, name: next.name.trim() });
  };
  const [moving, setMoving] = useState<Consultant | null>(null);
  const [target, setTarget] = useState('');
  const [toggling, setToggling] = useState<Consultant | null>(null);
  const orgOptions = tree.map(({ org, depth }) => ({
    value: String(org.id),
    label: `${'　'.repeat(depth)}${org.name}`,
  }));

  const columns: Column<Consultant>[] = [
    { header: '이름', cell: (c) => <RecordLink to={`/consultants/${c.id}`}>{c.name}</RecordLink> },
    { header: '역할', cell: (c) => CONSULTANT_ROLE[c.role] ?? c.role },
    { header: '조직', cell: (c) => c.orgName ?? '—' },
    { header: '이메일', cell: (c) => c.email ?? '—' },
    { header: '전화', cell: (c) => c.phone ?? '—' },
    {
      header: '상태',
      cell: (c) =>
        c.active ? (
          <Badge color="teal.9" style={{ flexShrink: 0 }}>
            활성
          </Badge>
        ) : (
          <Badge color="gray.7" style={{ flexShrink: 0 }}>
            비활성
          </Badge>
        ),
    },
    { header: '등록', cell: (c) => formatDateTime(c.createdAt) },
  ];
  if (admin) {
    columns.push({
      header: '작업',
      cell: (c) => (
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-xs"
            variant="default"
            aria-label={`${c.name} 조직 이동`}
            onClick={() => {
              setTarget(c.orgId === null ? 'none' : String(c.orgId));
              setMoving(c);
            }}
          >
            조직 이동
          </Button>
          <Button
            size="compact-xs"
            variant={c.active ? 'outline' : 'default'}
            color={c.active ? 'red.9' : undefined}
            aria-label={`${c.name} ${c.active ? '비활성화' : '다시 활성화'}`}
            onClick={() => setToggling(c)}
          >
            {c.active ? '비활성화' : '다시 활성화'}
          </Button>
        </Group>
      ),
    });
  }

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>설계사·조직</Title>
        {admin && (
          <CreateButtons
            orgOptions={orgOptions}
            created={() => {
              list.reload();
              orgs.reload();
            }}
          />
        )}
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 3 }}>
          <Card withBorder padding="sm" component="section" aria-labelledby="org-tree-title">
            <Text fw={700} id="org-tree-title" mb="xs">
              조직도
            </Text>
            <nav aria-label="조직도">
              <Stack gap={2}>
                <OrgButton label="전체" active={list.filters.org === ''} onClick={() => apply({ ...draft, org: '' })} />
                {tree.map(({ org, depth }) => (
                  <OrgButton
                    key={org.id}
                    depth={depth}
                    label={org.name}
                    count={`${formatNumber(org.activeConsultantCount)}/${formatNumber(org.consultantCount)}`}
                    active={list.filters.org === String(org.id)}
                    onClick={() => apply({ ...draft, org: String(org.id) })}
                  />
                ))}
                <OrgButton
                  label="조직 없음"
                  active={list.filters.org === 'none'}
                  onClick={() => apply({ ...draft, org: 'none' })}
                />
              </Stack>
            </nav>
            <Text size="xs" c="dimmed" mt="xs">
              숫자: 활성/전체 설계사 (하위 조직 제외)
            </Text>
            {orgs.error && (
              <Text size="sm" c="red.9" role="alert">
                {orgs.error}
              </Text>
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 9 }}>
          <Stack>
            <form
              onSubmit={(e) => {
                e.preventDefault();
                apply(draft);
              }}
            >
              <Group align="flex-end" wrap="wrap">
                <NativeSelect
                  label="조직"
                  value={draft.org}
                  onChange={(e) => apply({ ...draft, org: e.currentTarget.value })}
                  data={[...withAll(orgOptions), { value: 'none', label: '조직 없음' }]}
                />
                <NativeSelect
                  label="역할"
                  value={draft.role}
                  onChange={(e) => apply({ ...draft, role: e.currentTarget.value as Filters['role'] })}
                  data={withAll(optionsOf(CONSULTANT_ROLE))}
                />
                <NativeSelect
                  label="상태"
                  value={draft.active}
                  onChange={(e) => apply({ ...draft, active: e.currentTarget.value as Filters['active'] })}
                  data={[
                    { value: '', label: '전체' },
                    { value: 'true', label: '활성' },
                    { value: 'false', label: '비활성' },
                  ]}
                />
                <TextInput
                  label="이름"
                  value={draft.name}
                  onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
                />
                <Button type="submit" variant="default">
                  검색
                </Button>
              </Group>
            </form>
            {!admin && <ReadOnlyNote />}
            <ListTable
              caption="설계사 (이메일·전화 마스킹)"
              columns={columns}
              list={list}
              rowKey={(c) => String(c.id)}
            />
          </Stack>
        </Grid.Col>
      </Grid>

      <FormDialog
        title="조직 이동"
        submitLabel="이동"
        opened={moving !== null}
        canSubmit={target !== (moving?.orgId === null ? 'none' : String(moving?.orgId))}
        onClose={() => setMoving(null)}
        onSubmit={async () => {
          if (!moving) return;
          await call(
            api.PATCH('/admin/v1/users/{id}', {
              params: { path: { id: String(moving.id) } },
              body: { orgId: target === 'none' ? null : Number(target) },
            }),
          );
          list.reload();
          orgs.reload();
        }}
      >
        <Text size="sm">
          <b>{moving?.name}</b> (현재: {moving?.orgName ?? '조직 없음'})
        </Text>
        <NativeSelect
          label="옮길 조직"
          value={target}
          onChange={(e) => setTarget(e.currentTarget.value)}
          data={[...orgOptions, { value: 'none', label: '조직 없음' }]}
        />
      </FormDialog>
      <ConfirmDialog
        title={toggling?.active ? '설계사를 비활성화할까요?' : '설계사를 다시 활성화할까요?'}
        confirmLabel={toggling?.active ? '비활성화' : '활성화'}
        danger={toggling?.active}
        opened={toggling !== null}
        onClose={() => setToggling(null)}
        onConfirm={async () => {
          if (!toggling) return;
          await call(
            api.PATCH('/admin/v1/users/{id}', {
              params: { path: { id: String(toggling.id) } },
              body: { active: !toggling.active },
            }),
          );
          list.reload();
          orgs.reload();
        }}
      >
        {toggling?.active
          ? `${toggling.name}의 리프레시 토큰이 폐기되고, 이미 발급된 액세스 토큰도 즉시 거부됩니다.`
          : `${toggling?.name}이(가) 다시 로그인할 수 있습니다. 비활성화 전에 발급된 토큰은 계속 거부됩니다.`}
      </ConfirmDialog>
    </Stack>
  );
}

function OrgButton({
  label,
  depth = 0,
  count,
  active,
  onClick,
}: {
  label: string;
  depth?: number;
  count?: string;
  active: boolean;
  onClick: () => void;
}) {
  return (
    <UnstyledButton
      onClick={onClick}
      aria-current={active ? 'true' : undefined}
      px="xs"
      py={4}
      style={{
        paddingLeft: `calc(var(--mantine-spacing-xs) + ${depth * 16}px)`,
        borderRadius: 'var(--mantine-radius-sm)',
        background: active ? 'var(--mantine-color-indigo-1)' : undefined,
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={active ? 700 : 400}>
          {depth > 0 ? '└ ' : ''}
          {label}
        </Text>
        {count && (
          <Text size="xs" c="dimmed">
            {count}
          </Text>
        )}
      </Group>
    </UnstyledButton>
  );
}
