import type { Schema } from '@leadline/client';
import { Alert, Button, Group, NativeSelect, Text } from '@mantine/core';
import { useState } from 'react';
import { api, call } from '../api';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { withAll } from '../components/Filters';
import { FormDialog } from '../components/FormDialog';
import { formatNumber } from '../format';
import { useOptions } from '../reference';

type Order = Schema<'AdminOrder'>;

/** An order whose provisional leads can be confirmed: it has some, and it is neither finished nor cancelled. */
export const confirmable = (o: Order) => o.provisionalCount > 0 && o.status !== 'CANCELLED' && o.status !== 'COMPLETED';

/**
 * The allocation run (배정 실행): the whole backlog or one product's, asked first, and what it assigned said after.
 * `done` reloads the list, whose provisional counts it changed.
 */
export function AllocationRun({ done }: { done: () => void }) {
  const products = useOptions('products');
  const [opened, setOpened] = useState(false);
  const [productId, setProductId] = useState('');
  const [result, setResult] = useState<string | null>(null);
  return (
    <>
      <Group gap="sm" wrap="wrap">
        <Button
          size="sm"
          onClick={() => {
            setResult(null);
            setOpened(true);
          }}
        >
          배정 실행
        </Button>
        {result && (
          <Alert color="teal" role="status" py={6} data-testid="allocation-result">
            {result}
          </Alert>
        )}
      </Group>
      <FormDialog
        title="배정을 실행할까요?"
        submitLabel="배정 실행"
        opened={opened}
        onClose={() => setOpened(false)}
        onSubmit={async () => {
          const { assigned } = await call(
            api.POST('/admin/v1/allocations/run', { body: productId ? { productId } : {} }),
          );
          setResult(`배정 실행: 리드 ${formatNumber(assigned)}건을 가배정했습니다.`);
          done();
        }}
      >
        <Text size="sm">
          미배정 리드를 같은 공급사·상품의 열린 주문에 지역이 맞는 대로, 예약일이 빠른 주문부터 가배정합니다. 가배정은
          주문을 확정해야 포털 사용자의 리드가 됩니다.
        </Text>
        <NativeSelect
          label="상품"
          description="전체: 모든 상품의 미배정 리드"
          data={withAll(products)}
          value={productId}
          onChange={(e) => setProductId(e.currentTarget.value)}
        />
      </FormDialog>
    </>
  );
}

/** Confirming one order's provisional leads (확정), asked first with their count; what was confirmed said after. */
export function ConfirmOrder({
  order,
  onClose,
  done,
}: {
  order: Order | null;
  onClose: () => void;
  done: (message: string) => void;
}) {
  return (
    <ConfirmDialog
      title="가배정을 확정할까요?"
      confirmLabel="확정"
      opened={order !== null}
      onClose={onClose}
      onConfirm={async () => {
        if (!order) return;
        const { confirmed } = await call(
          api.POST('/admin/v1/orders/{id}/confirm', { params: { path: { id: order.id } } }),
        );
        done(`주문 #${order.id}: 리드 ${formatNumber(confirmed)}건을 확정했습니다.`);
      }}
    >
      주문 #{order?.id}의 가배정 리드 {formatNumber(order?.provisionalCount ?? 0)}건이 포털 사용자 {order?.portalId}의
      리드가 됩니다. 확정은 되돌릴 수 없습니다.
    </ConfirmDialog>
  );
}
