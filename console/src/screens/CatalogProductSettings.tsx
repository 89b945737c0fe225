import type { paths, Schema } from '@leadline/client';
import { Checkbox, Fieldset, NativeSelect, NumberInput, ScrollArea, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { api, call } from '../api';
import { optionsOf } from '../components/Filters';
import { FormDialog } from '../components/FormDialog';
import { ROUTING_MODE } from '../labels.rights';

type Provider = Schema<'Provider'>;
type Product = Schema<'Product'>;
type UpdateBody = NonNullable<paths['/admin/v1/products/{id}']['patch']['requestBody']>['content']['application/json'];

interface Draft {
  name: string;
  providerIds: string[];
  asWindowDays: string | number;
  consentRequired: boolean;
  consentMaxAgeDays: string | number;
  recipients: string;
  autoConfirm: boolean;
  routing: Product['routing'];
  firstContactMinutes: string | number;
  maxSlaRecalls: string | number;
}

const draftOf = (p: Product): Draft => ({
  name: p.name,
  providerIds: p.providerIds,
  asWindowDays: p.asWindowDays,
  consentRequired: p.consentRequired,
  consentMaxAgeDays: p.consentMaxAgeDays,
  recipients: p.consentRecipients.join('\n'),
  autoConfirm: p.autoConfirm,
  routing: p.routing,
  firstContactMinutes: p.firstContactMinutes ?? '',
  maxSlaRecalls: p.maxSlaRecalls,
});

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * What the form changes, and only that: the recipients are sent when edited (the product shows the deployment's
 * default when it has none of its own, and sending them back unchanged would make them its own); emptied, the
 * product goes back to the default.
 */
function changesOf(p: Product, d: Draft): UpdateBody {
  const recipients = linesOf(d.recipients);
  const recipientsChanged = recipients.join('\n') !== p.consentRecipients.join('\n');
  return {
    name: d.name.trim(),
    providerIds: d.providerIds,
    asWindowDays: Number(d.asWindowDays),
    consentRequired: d.consentRequired,
    consentMaxAgeDays: Number(d.consentMaxAgeDays),
    ...(recipientsChanged ? { consentRecipients: recipients.length > 0 ? recipients : null } : {}),
    autoConfirm: d.autoConfirm,
    routing: d.routing,
    firstContactMinutes: d.firstContactMinutes === '' ? null : Number(d.firstContactMinutes),
    maxSlaRecalls: Number(d.maxSlaRecalls),
  };
}

const complete = (d: Draft) =>
  d.name.trim() !== '' &&
  d.providerIds.length > 0 &&
  d.asWindowDays !== '' &&
  d.consentMaxAgeDays !== '' &&
  d.maxSlaRecalls !== '' &&
  linesOf(d.recipients).length <= 10;

/**
 * A product's settings in one form: its name, providers and return window, the consent it requires
 * (consumer-rights §1), how its leads are assigned and confirmed, and the first-contact deadline (routing.md).
 */
export function ProductSettingsDialog({
  product,
  providers,
  onClose,
  onDone,
}: {
  product: Product | null;
  providers: Provider[];
  onClose: () => void;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [shownFor, setShownFor] = useState<Product | null>(null);
  if (product !== shownFor) {
    setShownFor(product);
    setDraft(product ? draftOf(product) : null);
  }
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => (d ? { ...d, [key]: value } : d));
  const d = draft;
  return (
    <FormDialog
      title="상품 설정"
      submitLabel="저장"
      size="lg"
      opened={product !== null}
      canSubmit={d !== null && complete(d)}
      onClose={onClose}
      onSubmit={async () => {
        if (!product || !d) return;
        await call(
          api.PATCH('/admin/v1/products/{id}', { params: { path: { id: product.id } }, body: changesOf(product, d) }),
        );
        onDone();
      }}
    >
      {d && (
        <>
          <TextInput
            label="상품 이름"
            required
            value={d.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            maxLength={200}
            data-autofocus
          />
          <NumberInput
            label="AS 반품 기간 (일)"
            description="배정 후 이 기간 안에만 AS를 요청할 수 있습니다 (0–365일)"
            min={0}
            max={365}
            allowDecimal={false}
            value={d.asWindowDays}
            onChange={(v) => set('asWindowDays', v)}
          />
          <ProviderChecks providers={providers} value={d.providerIds} onChange={(ids) => set('providerIds', ids)} />
          <Fieldset legend="동의">
            <Checkbox
              label="동의 없는 등록 거부 (수집·이용, 제3자 제공, 권유 연락 동의와 받는 자 확인)"
              checked={d.consentRequired}
              onChange={(e) => set('consentRequired', e.currentTarget.checked)}
            />
            <NumberInput
              mt="sm"
              label="동의 유효 기간 (일)"
              description="이보다 오래된 동의로는 등록할 수 없습니다 (1–3,650일)"
              min={1}
              max={3650}
              allowDecimal={false}
              value={d.consentMaxAgeDays}
              onChange={(v) => set('consentMaxAgeDays', v)}
            />
            <Textarea
              mt="sm"
              label="제공받는 자"
              description="한 줄에 하나, 10개까지. 동의의 받는 자 중 하나가 이 이름과 맞아야 합니다. 비우면 서비스 기본값"
              autosize
              minRows={2}
              maxRows={6}
              value={d.recipients}
              onChange={(e) => set('recipients', e.currentTarget.value)}
            />
          </Fieldset>
          <Fieldset legend="배정">
            <NativeSelect
              label="배정 방식"
              data={optionsOf(ROUTING_MODE)}
              value={d.routing}
              onChange={(e) => set('routing', e.currentTarget.value as Product['routing'])}
            />
            <Checkbox
              mt="sm"
              label="배정 즉시 확정 (관리자 확정 없이)"
              checked={d.autoConfirm}
              onChange={(e) => set('autoConfirm', e.currentTarget.checked)}
            />
          </Fieldset>
          <Fieldset legend="첫 연락 기한">
            <NumberInput
              label="첫 연락 기한 (분)"
              description="연락 가능한 시간으로 센 분 (5–10,080). 비우면 기한 없음"
              min={5}
              max={10080}
              allowDecimal={false}
              value={d.firstContactMinutes}
              onChange={(v) => set('firstContactMinutes', v)}
            />
            <NumberInput
              mt="sm"
              label="기한 초과 회수 횟수"
              description="이만큼 회수된 뒤에는 기한이 지나도 소유자에게 남습니다 (0–5)"
              min={0}
              max={5}
              allowDecimal={false}
              value={d.maxSlaRecalls}
              onChange={(v) => set('maxSlaRecalls', v)}
            />
          </Fieldset>
        </>
      )}
    </FormDialog>
  );
}

export function ProviderChecks({
  providers,
  value,
  onChange,
}: {
  providers: Provider[];
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  return (
    <Checkbox.Group
      label="공급사"
      description="이 상품을 등록할 수 있는 공급사"
      value={value}
      onChange={onChange}
      required
    >
      <ScrollArea.Autosize mah={200} mt="xs">
        <Stack gap={6}>
          {providers.map((p) => (
            <Checkbox key={p.id} value={p.id} label={`${p.name} (${p.code})`} />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Checkbox.Group>
  );
}
