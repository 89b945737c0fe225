import type { Schema } from '@leadline/client';
import { Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api, call } from '../api';
import type { ChartOption } from '../charts/Chart';
import { ChartCard } from '../components/ChartCard';
import { LoadFailed } from '../components/List';
import { Loading } from '../components/Loading';
import { useLoadedFor } from '../components/useLoaded';
import { formatDateTime, formatNumber, formatPercent, shortDay } from '../format';
import { CLAIM_STATUS, ORDER_STATUS } from '../labels';

type Dashboard = Schema<'Dashboard'>;

// The chart library is fetched while the figures are, not after them.
const chartCode = import('../charts/Chart');

/** Every Korea-time day of the period, oldest first (days without rows are absent from the answer). */
function daysOf(d: Dashboard): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${d.from}T00:00:00Z`); t <= Date.parse(`${d.to}T00:00:00Z`); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

const grid = { left: 40, right: 16, top: 36, bottom: 28, containLabel: true };

function registrationsChart(d: Dashboard, days: string[]): ChartOption {
  const providers = [...new Map(d.registrations.map((r) => [r.providerId, r.providerName])).entries()];
  return {
    grid,
    tooltip: { trigger: 'axis' },
    legend: { type: 'scroll', top: 0 },
    xAxis: { type: 'category', data: days.map(shortDay) },
    yAxis: { type: 'value', minInterval: 1 },
    series: providers.map(([id, name]) => ({
      name,
      type: 'bar',
      stack: 'all',
      data: days.map((day) => d.registrations.find((r) => r.providerId === id && r.date === day)?.count ?? 0),
    })),
  };
}

const barsOf = (labels: string[], values: number[], name: string, percent = false): ChartOption => ({
  grid,
  tooltip: { trigger: 'axis', valueFormatter: percent ? (v: unknown) => formatPercent(Number(v)) : undefined },
  xAxis: { type: 'category', data: labels, axisLabel: { interval: 0, hideOverlap: true } },
  yAxis: percent
    ? { type: 'value', axisLabel: { formatter: (v: number) => formatPercent(v) } }
    : { type: 'value', minInterval: 1 },
  series: [{ name, type: 'bar', data: values }],
});

/** The periods offered (the API takes 1–90 days; any of them in the address is honoured). */
const PERIODS = [1, 7, 14, 30, 60, 90];
const DEFAULT_DAYS = 14;

/** The period of the address (`?days=`), 1–90, else 14 days. */
function daysFrom(params: URLSearchParams): number {
  const days = Number(params.get('days'));
  return Number.isInteger(days) && days >= 1 && days <= 90 ? days : DEFAULT_DAYS;
}

const isEmpty = (counts: number[]) => counts.every((n) => n === 0);

export default function DashboardScreen() {
  const [params, setParams] = useSearchParams();
  const days = daysFrom(params);
  const [round, setRound] = useState(0);
  const key = useMemo(() => ({ days, round }), [days, round]);
  const { data, error, loading } = useLoadedFor(key, (k) =>
    call(api.GET('/admin/v1/dashboard', { params: { query: { days: k.days } } })),
  );
  const [ready, setReady] = useState(false);
  const [chartLoaded, setChartLoaded] = useState(false);
  const rendered = useRef(new Set<string>());
  // Ready means drawn with its code: an empty period draws no chart, but the library it fetched has arrived.
  useEffect(() => {
    let current = true;
    void chartCode.then(() => current && setChartLoaded(true));
    return () => {
      current = false;
    };
  }, []);
  const setDays = (next: number) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next === DEFAULT_DAYS) out.delete('days');
        else out.set('days', String(next));
        return out;
      },
      { replace: true },
    );

  const charts = useMemo(() => {
    if (!data) return null;
    const days = daysOf(data);
    return {
      registrations: registrationsChart(data, days),
      asReturns: barsOf(
        data.asReturns.map((r) => r.providerName),
        data.asReturns.map((r) => r.returnRate),
        '반품률',
        true,
      ),
      orders: barsOf(
        data.orders.byStatus.map((s) => ORDER_STATUS[s.status] ?? s.status),
        data.orders.byStatus.map((s) => s.count),
        '주문',
      ),
      claims: barsOf(
        data.claims.byStatus.map((s) => CLAIM_STATUS[s.status] ?? s.status),
        data.claims.byStatus.map((s) => s.count),
        '청구',
      ),
      analyses: {
        grid,
        tooltip: { trigger: 'axis' },
        legend: { top: 0 },
        xAxis: { type: 'category', data: days.map(shortDay) },
        yAxis: { type: 'value', minInterval: 1 },
        series: [
          {
            name: '보장분석',
            type: 'line',
            data: days.map((day) => data.analysesPerDay.find((a) => a.date === day)?.coverage ?? 0),
          },
          {
            name: '의료분석',
            type: 'line',
            data: days.map((day) => data.analysesPerDay.find((a) => a.date === day)?.medical ?? 0),
          },
        ],
      } satisfies ChartOption,
    };
  }, [data]);

  // The data-ready mark the browser tests and the load budget wait for: every chart has drawn once (an empty one
  // by saying so), and the chart code has arrived.
  const [allDrawn, setAllDrawn] = useState(false);
  const drawn = (name: string) => () => {
    rendered.current.add(name);
    if (rendered.current.size === 5) setAllDrawn(true);
  };
  useEffect(() => {
    if (allDrawn && chartLoaded && !ready) {
      performance.mark('dashboard-ready');
      setReady(true);
    }
  }, [allDrawn, chartLoaded, ready]);

  const header = (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <Title order={2}>대시보드</Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        {data && (
          <Text size="sm" c="dimmed">
            {data.from} ~ {data.to} · 기준 {formatDateTime(data.asOf)}
          </Text>
        )}
        <NativeSelect
          label="기간"
          size="sm"
          value={String(days)}
          onChange={(e) => setDays(Number(e.currentTarget.value))}
          data={[...new Set([...PERIODS, days])]
            .sort((a, b) => a - b)
            .map((n) => ({ value: String(n), label: n === 1 ? '오늘' : `최근 ${n}일` }))}
        />
        <Button size="sm" variant="default" onClick={() => setRound((r) => r + 1)} loading={loading && data !== null}>
          새로 고침
        </Button>
      </Group>
    </Group>
  );
  if (error)
    return (
      <Stack>
        {header}
        <LoadFailed error={error} retry={() => setRound((r) => r + 1)} />
      </Stack>
    );
  if (!data || !charts) return <Loading />;
  const todayCount = data.registrations.filter((r) => r.date === data.to).reduce((n, r) => n + r.count, 0);

  return (
    <Stack data-testid="dashboard" data-ready={ready ? 'true' : 'false'}>
      {header}
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Stat
          label="오늘 등록"
          value={formatNumber(todayCount)}
          to={`/leads?createdFrom=${data.to}&createdTo=${data.to}`}
        />
        <Stat
          label="진행 중 주문 충족률"
          value={formatPercent(data.orders.fillRatio)}
          hint={`${formatNumber(data.orders.openFilled)} / ${formatNumber(data.orders.openOrdered)}`}
          to="/orders?status=PENDING,IN_PROGRESS"
        />
        <Stat
          label="청구 발송 실패"
          value={formatNumber(data.claims.dispatchFailures)}
          alert={data.claims.dispatchFailures > 0}
          to="/claims?claimStatusCd=FAILED"
        />
        <Stat
          label="AS 요청 (기간)"
          value={formatNumber(data.asReturns.reduce((n, r) => n + r.requested, 0))}
          hint="열린 요청 보기"
          to="/as-queue"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ChartCard
          title="공급사별 일별 등록"
          option={charts.registrations}
          onRendered={drawn('registrations')}
          empty={isEmpty(data.registrations.map((r) => r.count))}
          table={{
            headers: ['날짜', '공급사', '등록'],
            rows: data.registrations.map((r) => [r.date, r.providerName, formatNumber(r.count)]),
          }}
        />
        <ChartCard
          title="공급사별 AS 반품률"
          option={charts.asReturns}
          onRendered={drawn('asReturns')}
          empty={isEmpty(data.asReturns.map((r) => r.registered + r.requested))}
          table={{
            headers: ['공급사', '등록', 'AS 요청', '반품', '반품률'],
            rows: data.asReturns.map((r) => [
              r.providerName,
              formatNumber(r.registered),
              formatNumber(r.requested),
              formatNumber(r.returned),
              formatPercent(r.returnRate),
            ]),
          }}
        />
        <ChartCard
          title="주문 상태"
          option={charts.orders}
          onRendered={drawn('orders')}
          empty={isEmpty(data.orders.byStatus.map((r) => r.count))}
          table={{
            headers: ['상태', '주문 수'],
            rows: data.orders.byStatus.map((s) => [ORDER_STATUS[s.status] ?? s.status, formatNumber(s.count)]),
          }}
          footer={
            <Text size="sm" mt="xs">
              진행 중 주문 충족률 {formatPercent(data.orders.fillRatio)}
            </Text>
          }
        />
        <ChartCard
          title="청구 상태"
          option={charts.claims}
          onRendered={drawn('claims')}
          empty={isEmpty(data.claims.byStatus.map((r) => r.count))}
          table={{
            headers: ['상태', '청구 수'],
            rows: data.claims.byStatus.map((s) => [CLAIM_STATUS[s.status] ?? s.status, formatNumber(s.count)]),
          }}
          footer={
            <Text size="sm" mt="xs">
              발송 실패 {formatNumber(data.claims.dispatchFailures)}건
            </Text>
          }
        />
        <ChartCard
          title="일별 보장·의료 분석"
          option={charts.analyses}
          onRendered={drawn('analyses')}
          empty={isEmpty(data.analysesPerDay.map((a) => a.coverage + a.medical))}
          table={{
            headers: ['날짜', '보장분석', '의료분석'],
            rows: data.analysesPerDay.map((a) => [a.date, formatNumber(a.coverage), formatNumber(a.medical)]),
          }}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** A figure that links to the list behind it (the card is the link). */
function Stat({
  label,
  value,
  hint,
  alert,
  to,
}: {
  label: string;
  value: string;
  hint?: string;
  alert?: boolean;
  to: string;
}) {
  return (
    <Card withBorder padding="sm" radius="md" component={Link} to={to} className="stat-link">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={24} fw={700} c={alert ? 'red.8' : undefined}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}
