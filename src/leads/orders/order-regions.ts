import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orderRegions, regions } from '../../db/schema/index.js';
import { idArray } from '../core/lead.repo.js';

/** One region of an order: the quantity ordered there and the counters filling it. */
export interface OrderRegion {
  region: string;
  quantity: number;
  provisionalCount: number;
  confirmedCount: number;
}

/** The regions of these orders, each order's in the regions' order: one query for a page of orders. */
export async function regionsOfOrders(db: Executor, orderIds: number[]): Promise<Map<number, OrderRegion[]>> {
  const map = new Map<number, OrderRegion[]>();
  if (orderIds.length === 0) return map;
  const { rows } = await db.execute<{
    order_id: number | string;
    region: string;
    quantity: number;
    provisional_count: number;
    confirmed_count: number;
  }>(sql`
    select ${orderRegions.orderId}, ${regions.name} as region, ${orderRegions.quantity},
      ${orderRegions.provisionalCount}, ${orderRegions.confirmedCount}
    from ${orderRegions} join ${regions} on ${regions.id} = ${orderRegions.regionId}
    where ${orderRegions.orderId} = any(${idArray(orderIds)})
    order by ${regions.sortOrder}`);
  for (const r of rows) {
    const orderId = Number(r.order_id);
    const list = map.get(orderId) ?? [];
    list.push({
      region: r.region,
      quantity: r.quantity,
      provisionalCount: r.provisional_count,
      confirmedCount: r.confirmed_count,
    });
    map.set(orderId, list);
  }
  return map;
}
