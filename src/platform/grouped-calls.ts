/**
 * Group commit: calls made in one turn of the event loop, or while the earlier groups are in flight, go together as
 * one set-based call when a slot is free. An idle service sends a call at the end of the turn it was made in (no
 * added wait); a busy one sends fewer, larger statements, each with one commit.
 *
 * `run` answers its items in their order. When a group fails, each of its items is run again alone, so that one
 * item's fault is its own answer and not its neighbours'.
 */
export interface GroupOptions<I> {
  /** Groups in flight at once. */
  slots: number;
  /** Items in one group at most. */
  maxItems: number;
  /** Items with the same key never share a group (a later one waits for the next). */
  keyOf?: (item: I) => string;
}

interface Waiting<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

export class GroupedCalls<I, O> {
  private waiting: Waiting<I, O>[] = [];
  private inFlight = 0;
  private sendScheduled = false;

  constructor(
    private readonly run: (items: I[]) => Promise<O[]>,
    private readonly options: GroupOptions<I>,
  ) {}

  call(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.scheduleSend();
    });
  }

  /**
   * Sends at the end of this turn of the event loop: the calls its other requests make go in the same group. (An
   * embedded database runs each statement in this thread to its end, so no call ever finds one in flight.)
   */
  private scheduleSend() {
    if (this.sendScheduled) return;
    this.sendScheduled = true;
    setImmediate(() => {
      this.sendScheduled = false;
      this.send();
    });
  }

  private send() {
    while (this.inFlight < this.options.slots && this.waiting.length > 0) {
      const group = this.nextGroup();
      this.inFlight++;
      void this.runGroup(group).finally(() => {
        this.inFlight--;
        this.scheduleSend();
      });
    }
  }

  /** The oldest waiting items, up to `maxItems`, one per key; the rest keep their places. */
  private nextGroup(): Waiting<I, O>[] {
    const { keyOf, maxItems } = this.options;
    const group: Waiting<I, O>[] = [];
    const left: Waiting<I, O>[] = [];
    const keys = new Set<string>();
    for (const waiting of this.waiting) {
      const key = keyOf?.(waiting.item);
      if (group.length >= maxItems || (key !== undefined && keys.has(key))) {
        left.push(waiting);
        continue;
      }
      if (key !== undefined) keys.add(key);
      group.push(waiting);
    }
    this.waiting = left;
    return group;
  }

  private async runGroup(group: Waiting<I, O>[]) {
    try {
      const answers = await this.run(group.map((w) => w.item));
      for (const [index, w] of group.entries()) w.resolve(answers[index]);
    } catch (error) {
      if (group.length === 1) {
        group[0].reject(error);
        return;
      }
      await Promise.all(group.map((w) => this.run([w.item]).then(([answer]) => w.resolve(answer), w.reject)));
    }
  }
}
