-- Substring search (passport, names, telephone, visa number, employer) stays fast at 100,000 employees per
-- company through trigram indexes. Both PostgreSQL and PGlite ship pg_trgm; the migrator skips this file
-- only when the engine lacks it, and the search then falls back to a scan of the company's rows.
-- Installed in public, which every connection keeps on its search path (createPgDatabase): created in the first
-- schema of a custom path, it would vanish with that schema (a test's, or a tenant's dropped) and take every
-- other schema's trigram indexes' operator class with it.
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
CREATE INDEX employees_search ON employees USING gin (search gin_trgm_ops);
CREATE INDEX visas_search ON visas USING gin (search gin_trgm_ops);
