import { describe, expect, it } from 'vitest';
import type { ApiConfig } from '../../src/context';
import { closeRenderService, renderService } from '../../src/modules/render/renderService';
import type { Queryable } from '../../src/db/Database';
import { databaseBehind, viewOf } from '../../src/db/databaseViews';

const database: Queryable = { query: async () => ({ rows: [], rowCount: 0 }) };

describe('a view of a database', () => {
  it('leads back to the database, through views of views', () => {
    const view = viewOf({ query: database.query }, database);
    const viewOfView = viewOf({ query: view.query }, view);
    expect(databaseBehind(view)).toBe(database);
    expect(databaseBehind(viewOfView)).toBe(database);
    expect(databaseBehind(database)).toBe(database);
  });

  it("finds the database's one render service, so a mutation's print is the one its later reads find", async () => {
    const config = { filesDir: '/nonexistent-view-test' } as ApiConfig;
    const view = viewOf({ query: database.query }, database);
    const service = renderService(database, config);
    try {
      expect(renderService(view, config)).toBe(service);
    } finally {
      await closeRenderService(view);
    }
    expect(renderService(database, config)).not.toBe(service);
    await closeRenderService(database);
  });
});
