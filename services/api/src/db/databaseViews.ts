import type { Queryable } from './Database';

// A view is a Database that adds behaviour to another for a while (a mutation's audited writes) and sends its
// statements there. Whatever is made once per database (the render service: its queue, Redis connections and
// in-process jobs) must be found from the view too, or every view would make its own.
const behind = new WeakMap<object, Queryable>();

/** Records that `view` sends its statements to `database`. */
export function viewOf<T extends Queryable>(view: T, database: Queryable): T {
  behind.set(view, databaseBehind(database));
  return view;
}

/** The database a view (or a view of a view) works on; a database that is no view is its own. */
export function databaseBehind(db: Queryable): Queryable {
  return behind.get(db) ?? db;
}
