import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { regionAliases, regions } from '../../db/schema/index.js';
import type { Clock } from '../../platform/clock.js';
import { validationFailed } from '../../platform/errors.js';

export interface RegionTable {
  /** Active canonical names in display order. */
  names: string[];
  /** Alias (canonical names included) → the region, with its active flag. */
  byAlias: Map<string, { id: number; name: string; active: boolean }>;
  /** `{"regions":[…names]}`, serialized once per load: the most requested body of the API. */
  json: string;
}

const compact = (s: string) => s.normalize('NFC').replace(/\s+/g, '');

export async function loadRegionTable(db: Executor): Promise<RegionTable> {
  const rows = await db
    .select({ alias: regionAliases.alias, id: regions.id, name: regions.name, active: regions.active })
    .from(regionAliases)
    .innerJoin(regions, eq(regionAliases.regionId, regions.id))
    .orderBy(asc(regions.sortOrder));
  const byAlias = new Map<string, { id: number; name: string; active: boolean }>();
  const names: string[] = [];
  for (const r of rows) {
    byAlias.set(compact(r.alias), { id: r.id, name: r.name, active: r.active });
    if (r.active && !names.includes(r.name)) names.push(r.name);
  }
  return { names, byAlias, json: JSON.stringify({ regions: names }) };
}

/**
 * Regions change rarely (an administrative merge or rename), and every request needs them:
 * each instance keeps them for a few seconds; a change made here is seen at once.
 */
export class RegionCatalog {
  private table: RegionTable | null = null;
  private loadedAt = 0;

  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
    private readonly ttlMs = 10_000,
  ) {}

  async current(): Promise<RegionTable> {
    return this.fresh() ?? this.reload();
  }

  /** The table when it is loaded and recent, without waiting; null when it must be read again (`current`). */
  fresh(): RegionTable | null {
    return this.table && this.clock() - this.loadedAt <= this.ttlMs ? this.table : null;
  }

  private async reload(): Promise<RegionTable> {
    this.table = await loadRegionTable(this.db);
    this.loadedAt = this.clock();
    return this.table;
  }

  invalidate(): void {
    this.table = null;
  }

  /** The region an accepted region string names, or a 400 naming `field`. */
  async resolve(input: string, field = 'region'): Promise<{ id: number; name: string }> {
    const hit = (await this.current()).byAlias.get(compact(input));
    if (!hit) throw validationFailed(field, 'is not a known region (see GET /api/v1/regions)');
    if (!hit.active) throw validationFailed(field, 'is a retired region');
    return { id: hit.id, name: hit.name };
  }

  /** The canonical name of an accepted region string, or a 400 naming `field`. */
  async normalize(input: string, field = 'region'): Promise<string> {
    return (await this.resolve(input, field)).name;
  }
}
