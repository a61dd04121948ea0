/**
 * What an API process keeps in memory about the database (list views, caches, where it stands in
 * the change log) belongs to one database. Tests connect one process to several databases in turn;
 * connectDatabase resets all of it before the first query on a new one.
 */
const resets: (() => void)[] = [];

export function onDatabaseSwitch(reset: () => void): void {
  resets.push(reset);
}

export function databaseSwitched(): void {
  for (const reset of resets) reset();
}
