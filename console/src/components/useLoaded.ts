import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorText } from '../api';
import type { ListView, SortOrder } from './List';

/**
 * What `load(key)` answers, loaded again whenever `key` changes (a new object of the same values too). The last
 * answer stays while the next one loads; an answer that arrives after a newer load has started is dropped.
 */
export function useLoadedFor<K, T>(key: K, load: (key: K) => Promise<T>) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    let current = true;
    setLoading(true);
    loadRef
      .current(key)
      .then((d) => {
        if (!current) return;
        setData(d);
        setError(null);
      })
      .catch((err) => current && setError(errorText(err)))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [key]);

  return { data, error, loading };
}

/** Data loaded once when the screen opens (a short, unpaged list), with `reload` after a change. */
export function useLoaded<T>(load: () => Promise<T>) {
  const [round, setRound] = useState(0);
  const loaded = useLoadedFor(round, () => load());
  return { ...loaded, reload: useCallback(() => setRound((r) => r + 1), []) };
}

/**
 * A short list the server answers whole, paged, filtered and sorted in the browser, as a ListView for ListTable:
 * `matches` keeps the rows `filters` allow, `sortKey` orders them (the header of the column marked `sorts`). A change
 * of the filters goes back to page 1.
 */
export function useLocalList<T, F>(
  loaded: { data: T[] | null; error: string | null; loading: boolean; reload?: () => void },
  filters: F,
  matches: (row: T, filters: F) => boolean,
  sortKey: (row: T) => string | number,
  initialOrder: SortOrder = 'asc',
  pageSize = 20,
): ListView<T> {
  const [page, setPage] = useState(1);
  const [sortOrder, setSortOrder] = useState<SortOrder>(initialOrder);
  const filterKey = JSON.stringify(filters);
  const [seenKey, setSeenKey] = useState(filterKey);
  if (seenKey !== filterKey) {
    setSeenKey(filterKey);
    setPage(1);
  }
  const matchesRef = useRef(matches);
  matchesRef.current = matches;
  const sortRef = useRef(sortKey);
  sortRef.current = sortKey;
  const rows = loaded.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are compared by value (filterKey).
  const filtered = useMemo(() => {
    const kept = (rows ?? []).filter((row) => matchesRef.current(row, filters));
    const sign = sortOrder === 'asc' ? 1 : -1;
    return kept.sort((a, b) => {
      const x = sortRef.current(a);
      const y = sortRef.current(b);
      return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'ko')) * sign;
    });
  }, [rows, filterKey, sortOrder]);
  const totalPages = Math.max(1, Math.ceil(filtered.length / pageSize));
  const current = Math.min(page, totalPages);
  return {
    rows: filtered.slice((current - 1) * pageSize, current * pageSize),
    pagination: rows ? { page: current, limit: pageSize, total: filtered.length, totalPages } : null,
    error: loaded.error,
    loading: loaded.loading,
    sortOrder,
    toggleSort: () => {
      setSortOrder((o) => (o === 'asc' ? 'desc' : 'asc'));
      setPage(1);
    },
    setPage,
    reload: loaded.reload,
  };
}

/** Every page of a paged admin list (limit 100), for the short ones (providers, products, keys). */
export async function allPages<T>(
  load: (page: number) => Promise<{ data: T[]; pagination: { totalPages: number } }>,
  maxPages = 20,
): Promise<T[]> {
  const first = await load(1);
  const rest = await Promise.all(
    Array.from({ length: Math.min(first.pagination.totalPages, maxPages) - 1 }, (_, i) => load(i + 2)),
  );
  return [first, ...rest].flatMap((p) => p.data);
}
