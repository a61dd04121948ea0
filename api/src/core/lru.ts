/** A Map holding at most `capacity` entries: setting one more drops the least recently used. */
export class Lru<K, V> {
  private entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  /** Visits every entry (without counting it as used). */
  forEach(visit: (value: V, key: K) => void): void {
    this.entries.forEach(visit);
  }

  /** Drops every entry `drop` says yes to. */
  deleteWhere(drop: (value: V, key: K) => boolean): void {
    for (const [key, value] of this.entries) if (drop(value, key)) this.entries.delete(key);
  }
}
