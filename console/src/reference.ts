import type { Schema } from '@leadline/client';
import { useEffect, useState } from 'react';
import { api, call } from './api';

type Provider = Schema<'Provider'>;
type Product = Schema<'Product'>;
type Insurer = Schema<'Insurer'>;

interface Option {
  value: string;
  label: string;
}

/** Loaded once per page load and shared by the screens: the lists filters choose from. */
const cache = new Map<string, Promise<Option[]>>();

function once(key: string, load: () => Promise<Option[]>): Promise<Option[]> {
  let promise = cache.get(key);
  if (!promise) {
    promise = load().catch((err: unknown) => {
      cache.delete(key);
      throw err;
    });
    cache.set(key, promise);
  }
  return promise;
}

const loaders = {
  providers: () =>
    call(api.GET('/admin/v1/providers', { params: { query: { limit: 100 } } })).then((page) =>
      page.data.map((p: Provider) => ({ value: p.id, label: p.name })),
    ),
  products: () =>
    call(api.GET('/admin/v1/products', { params: { query: { limit: 100 } } })).then((page) =>
      page.data.map((p: Product) => ({ value: p.id, label: p.name })),
    ),
  regions: () =>
    call(api.GET('/api/v1/regions')).then((r) => r.regions.map((name: string) => ({ value: name, label: name }))),
  insurers: () =>
    call(api.GET('/api/v1/claim/insurers')).then((list) =>
      list.map((i: Insurer) => ({ value: i.insuCompCd, label: i.insuCompNm })),
    ),
} satisfies Record<string, () => Promise<Option[]>>;

/** The options of a reference list (providers, products, regions, insurers); empty until loaded or on an error. */
export function useOptions(kind: keyof typeof loaders): Option[] {
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    let current = true;
    once(kind, loaders[kind])
      .then((o) => current && setOptions(o))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [kind]);
  return options;
}
