/**
 * Writes of one kind, asked for by many callers at about the same time, sent as one command: the
 * writes asked for in one turn of the event loop go together, and while a command is on its way
 * the next writes wait and then go together in the next one. One caller alone still waits one
 * round trip; under load a hundred callers share it. Each caller gets its own write's result
 * (or the command's error).
 *
 * Only writes that are each decided by their own `_id` belong here (an insert, or an update or
 * delete of one record by `_id`): the database applies them one by one inside the command, so
 * their outcome is the one they would have had sent alone.
 */
export class WriteBatches<T, R> {
  private waiting: { item: T; resolve: (result: R) => void; reject: (error: unknown) => void }[] = [];
  private writing = false;

  /** `write` sends the items in one command and gives each item's result, in order. */
  constructor(
    private readonly write: (items: T[]) => Promise<R[]>,
    private readonly most = 200,
  ) {}

  add(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (this.writing) return;
      this.writing = true;
      queueMicrotask(() => void this.drain());
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.waiting.length) {
        const batch = this.waiting.splice(0, this.most);
        try {
          const results = await this.write(batch.map((w) => w.item));
          batch.forEach((w, i) => w.resolve(results[i]));
        } catch (error) {
          batch.forEach((w) => w.reject(error));
        }
      }
    } finally {
      this.writing = false;
    }
  }
}
