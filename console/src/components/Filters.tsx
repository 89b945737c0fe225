import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type FormEvent, type ReactNode, useCallback, useId, useState } from 'react';
import { useOptions } from '../reference';

/**
 * The filters of a list as a form: the fields are edited as a draft and applied together with 조회 (or Enter), so a
 * list loads once per search, not once per keystroke; the draft starts from the filters `applied` (those of the
 * address). 초기화 applies the initial filters again.
 */
export function useFilterDraft<F extends object>(initial: F, apply: (filters: F) => void, applied: F = initial) {
  const [draft, setDraft] = useState<F>(applied);
  const field = useCallback(
    <K extends keyof F>(key: K) =>
      (value: F[K]) =>
        setDraft((d) => ({ ...d, [key]: value })),
    [],
  );
  return {
    draft,
    field,
    submit: () => apply(draft),
    reset: () => {
      setDraft(initial);
      apply(initial);
    },
  };
}

interface FilterFormProps {
  /** The accessible name of the search region, e.g. "리드 검색 조건". */
  label: string;
  onSubmit: () => void;
  onReset: () => void;
  children: ReactNode;
}

/** The filter fields of a list in a grid (one column on a phone) with its 조회 and 초기화 buttons. */
export function FilterForm({ label, onSubmit, onReset, children }: FilterFormProps) {
  // On a phone the fields would fill the first screen: they are folded behind one button until asked for.
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  const [unfolded, setUnfolded] = useState(false);
  const formId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A field that says it is wrong (an id that is no number) is not searched for as if it were empty.
    const invalid = event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) {
      invalid.focus();
      return;
    }
    onSubmit();
    setUnfolded(false);
  };
  return (
    <search aria-label={label}>
      {phone && (
        <Button
          variant="default"
          size="sm"
          fullWidth
          onClick={() => setUnfolded((u) => !u)}
          aria-expanded={unfolded}
          aria-controls={formId}
        >
          {unfolded ? '검색 조건 접기' : '검색 조건 펼치기'}
        </Button>
      )}
      <form onSubmit={submit} id={formId} hidden={phone && !unfolded}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
          {children}
        </SimpleGrid>
        <Group gap="xs" mt="sm">
          <Button type="submit" size="sm">
            조회
          </Button>
          <Button type="button" size="sm" variant="default" onClick={onReset}>
            초기화
          </Button>
        </Group>
      </form>
    </search>
  );
}

/** What a number field holding something else says (an id of letters was once dropped without a word). */
export const numberError = (value: string) =>
  value.trim() === '' || /^[0-9]{1,15}$/.test(value.trim())
    ? undefined
    : '숫자만 입력하세요. 이 조건으로는 찾지 않습니다.';

/** An id or number filter: says so when what was typed is no number, and its form is not submitted then. */
export function NumberFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      label={label}
      inputMode="numeric"
      value={value}
      error={numberError(value)}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

/** A text filter's value for a query: trimmed, or absent when empty. */
export const textParam = (value: string) => value.trim() || undefined;

/** A positive whole number filter (a portal user id, hours), or absent when empty or not a number. */
export function intParam(value: string): number | undefined {
  const n = Number(value.trim());
  return value.trim() !== '' && Number.isInteger(n) && n >= 0 ? n : undefined;
}

/** An id filter the API takes as digits in a string. */
export const idParam = (value: string) => (/^[1-9][0-9]{0,14}$/.test(value.trim()) ? value.trim() : undefined);

/** The options of a NativeSelect filter, with 전체 (no filter) first. */
export const withAll = (options: { value: string; label: string }[]) => [{ value: '', label: '전체' }, ...options];

/** A label map as NativeSelect options. */
export const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

interface ProviderProductDraft {
  providerId: string;
  productId: string;
}

/** The provider and product fields the lead, order and AS lists all filter by (their options loaded once). */
export function ProviderProductFields<F extends ProviderProductDraft>({
  draft,
  field,
}: {
  draft: F;
  field: <K extends keyof F>(key: K) => (value: F[K]) => void;
}) {
  const providers = useOptions('providers');
  const products = useOptions('products');
  return (
    <>
      <NativeSelect
        label="공급사"
        data={withAll(providers)}
        value={draft.providerId}
        onChange={(e) => field('providerId')(e.currentTarget.value as F['providerId'])}
      />
      <NativeSelect
        label="상품"
        data={withAll(products)}
        value={draft.productId}
        onChange={(e) => field('productId')(e.currentTarget.value as F['productId'])}
      />
    </>
  );
}

interface CreatedRangeDraft {
  createdFrom: string;
  createdTo: string;
}

/**
 * The creation period the lead, order and import lists filter by (`createdFrom`/`createdTo`, Korea-time days, both
 * inclusive): two date fields named after what the list's rows are (등록일, 주문일, 요청일).
 */
export function CreatedRangeFields<F extends CreatedRangeDraft>({
  noun,
  draft,
  field,
}: {
  noun: string;
  draft: F;
  field: <K extends keyof F>(key: K) => (value: F[K]) => void;
}) {
  return (
    <>
      <TextInput
        label={`${noun} 시작`}
        type="date"
        value={draft.createdFrom}
        onChange={(e) => field('createdFrom')(e.currentTarget.value as F['createdFrom'])}
      />
      <TextInput
        label={`${noun} 끝`}
        type="date"
        value={draft.createdTo}
        onChange={(e) => field('createdTo')(e.currentTarget.value as F['createdTo'])}
      />
    </>
  );
}
