import type { SsnPolicy } from '../../db/schema/index.js';
import type { Clock } from '../../platform/clock.js';

/** A provider and a product it supplies, as a registration names them, with the settings registration applies. */
export interface Supply {
  provider: { id: number; name: string; ssnPolicy: SsnPolicy };
  product: {
    id: number;
    name: string;
    consentRequired: boolean;
    consentMaxAgeDays: number;
    /** Null: the deployment's `CONSENT_RECIPIENTS`. */
    consentRecipients: string[] | null;
  };
}

/**
 * The provider/product pairs registrations found supplied, kept for a few seconds: every registration asks, and the
 * catalog changes rarely. Only found pairs are kept (a refusal always asks the database again, so a provider or
 * product just created elsewhere is usable at once); a change made through this instance clears it at once, one
 * made through another instance is seen within `ttlMs` (as the regions and the verified API keys).
 */
export class SupplyCache {
  private readonly entries = new Map<string, { supply: Supply; at: number }>();

  constructor(
    private readonly ttlMs = 5_000,
    private readonly now: Clock,
  ) {}

  get(providerId: number, productId: number): Supply | undefined {
    const key = `${providerId}:${productId}`;
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (this.now() - hit.at > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.supply;
  }

  set(supply: Supply) {
    // Bounded by the product-provider mappings; the bound only guards against a mapping table far larger than usual.
    if (this.entries.size >= 10_000) this.entries.clear();
    this.entries.set(`${supply.provider.id}:${supply.product.id}`, { supply, at: this.now() });
  }

  invalidate() {
    this.entries.clear();
  }
}
