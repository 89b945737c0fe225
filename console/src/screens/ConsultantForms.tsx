import type { Schema } from '@leadline/client';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { api, call } from '../api';
import { FormDialog } from '../components/FormDialog';

type ConsultantRole = Schema<'AdminUser'>['role'];

export const CONSULTANT_ROLE: Record<ConsultantRole, string> = { ADMIN: '관리자', MANAGER: '매니저', FC: '설계사' };

interface Option {
  value: string;
  label: string;
}

const EMPTY_CONSULTANT = { ci: '', name: '', role: 'FC' as ConsultantRole, orgId: '', email: '', phone: '' };

/**
 * 설계사 등록 and 조직 추가 (ADMIN): the two creations operators did with curl. `orgOptions` is the tree in order;
 * `created` reloads what they change.
 */
export function CreateButtons({ orgOptions, created }: { orgOptions: Option[]; created: () => void }) {
  const [which, setWhich] = useState<'consultant' | 'org' | null>(null);
  const [consultant, setConsultant] = useState(EMPTY_CONSULTANT);
  const [org, setOrg] = useState({ name: '', parentId: '' });
  const field = (key: keyof typeof EMPTY_CONSULTANT) => (e: { currentTarget: { value: string } }) =>
    setConsultant({ ...consultant, [key]: e.currentTarget.value });
  const noOrg = [{ value: '', label: '조직 없음' }, ...orgOptions];
  return (
    <>
      <Group gap="xs">
        <Button
          size="sm"
          onClick={() => {
            setConsultant(EMPTY_CONSULTANT);
            setWhich('consultant');
          }}
        >
          설계사 등록
        </Button>
        <Button
          size="sm"
          variant="default"
          onClick={() => {
            setOrg({ name: '', parentId: '' });
            setWhich('org');
          }}
        >
          조직 추가
        </Button>
      </Group>
      <FormDialog
        title="설계사 등록"
        submitLabel="등록"
        opened={which === 'consultant'}
        canSubmit={consultant.ci.trim() !== '' && consultant.name.trim() !== ''}
        onClose={() => setWhich(null)}
        onSubmit={async () => {
          await call(
            api.POST('/admin/v1/users', {
              body: {
                ci: consultant.ci.trim(),
                name: consultant.name.trim(),
                role: consultant.role,
                orgId: consultant.orgId ? Number(consultant.orgId) : null,
                email: consultant.email.trim() || null,
                phone: consultant.phone.trim() || null,
              },
            }),
          );
          created();
        }}
      >
        <TextInput label="이름" required value={consultant.name} onChange={field('name')} />
        <TextInput
          label="CI"
          description="본인확인기관의 연계정보 (영문·숫자)"
          required
          value={consultant.ci}
          onChange={field('ci')}
        />
        <NativeSelect
          label="역할"
          data={Object.entries(CONSULTANT_ROLE).map(([value, label]) => ({ value, label }))}
          value={consultant.role}
          onChange={field('role')}
        />
        <NativeSelect label="조직" data={noOrg} value={consultant.orgId} onChange={field('orgId')} />
        <TextInput label="이메일" type="email" value={consultant.email} onChange={field('email')} />
        <TextInput label="전화" inputMode="tel" value={consultant.phone} onChange={field('phone')} />
      </FormDialog>
      <FormDialog
        title="조직 추가"
        submitLabel="추가"
        opened={which === 'org'}
        canSubmit={org.name.trim() !== ''}
        onClose={() => setWhich(null)}
        onSubmit={async () => {
          await call(
            api.POST('/admin/v1/organizations', {
              body: { name: org.name.trim(), parentId: org.parentId ? Number(org.parentId) : null },
            }),
          );
          created();
        }}
      >
        <TextInput
          label="조직 이름"
          required
          value={org.name}
          onChange={(e) => setOrg({ ...org, name: e.currentTarget.value })}
        />
        <NativeSelect
          label="상위 조직"
          data={[{ value: '', label: '없음 (최상위)' }, ...orgOptions]}
          value={org.parentId}
          onChange={(e) => setOrg({ ...org, parentId: e.currentTarget.value })}
        />
      </FormDialog>
    </>
  );
}
