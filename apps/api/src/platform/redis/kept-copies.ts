/**
 * Copies of rows an instance keeps in memory under their change stamp (ChangeStamps), as the
 * signed-in accounts and the restaurants' own carts are kept (issue 16). The stamp must be asked
 * BEFORE the row is read: a copy is used only while Redis answers the stamp it was read under,
 * and for at most `maxAgeMs` (a write that bypasses the application, SQL by hand or a tool,
 * announces nothing, and is seen within that time). A null stamp (none yet, a write in flight,
 * Redis not answering) means a read that is not kept. The least recently used copy leaves first.
 */
export class KeptCopies<V, K extends string | number = number> {
  private readonly kept = new Map<K, { readonly value: V; readonly stamp: string; readonly readAt: number }>();

  constructor(
    private readonly max: number,
    private readonly maxAgeMs = 60_000,
  ) {}

  /** The copy of `id` kept under `stamp`, else what `read` answers, kept under `stamp` when `keepable` says so. */
  async get(id: K, stamp: string | null, read: () => Promise<V>, keepable: (value: V) => boolean = () => true): Promise<V> {
    const kept = this.kept.get(id);
    // Most recently used last: the first one in the map is the one to drop.
    this.kept.delete(id);
    if (kept && stamp !== null && kept.stamp === stamp && Date.now() - kept.readAt < this.maxAgeMs) {
      this.kept.set(id, kept);
      return kept.value;
    }
    const value = await read();
    if (stamp !== null && keepable(value)) {
      this.kept.set(id, { value, stamp, readAt: Date.now() });
      if (this.kept.size > this.max) this.kept.delete(this.kept.keys().next().value!);
    }
    return value;
  }
}
