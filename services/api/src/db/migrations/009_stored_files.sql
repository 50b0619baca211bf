-- Every uploaded file and the company that uploaded it. A record may point only at a file its own company
-- uploaded (or one it already pointed at), and a file is served only to that company or to whoever may see a
-- record pointing at it: a file name seen elsewhere (a shared CV, a list) gives no access to the file.
CREATE TABLE stored_files (
  name text PRIMARY KEY,
  company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  kind text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stored_files_company ON stored_files (company_id);

-- Files uploaded before this table: each belongs to the company of the first record found pointing at it.
INSERT INTO stored_files (name, company_id, kind)
SELECT DISTINCT ON (name) name, company_id, kind FROM (
  SELECT e.data ->> f.field AS name, e.owner_id AS company_id, f.kind, e.id AS record_id
    FROM employees e,
         (VALUES ('facePhoto', 'face'), ('standPhoto', 'stand'), ('passportScan', 'passport')) AS f(field, kind)
  UNION ALL
  SELECT c.data ->> f.field, c.id, f.kind, c.id
    FROM companies c, (VALUES ('header', 'header'), ('footer', 'footer')) AS f(field, kind)
  UNION ALL
  SELECT u.avatar, u.company_id, 'avatar', u.id FROM users u
) AS referenced
WHERE name ~ '^[a-z]+-[0-9a-f]{24}\.jpg$'
ORDER BY name, record_id
ON CONFLICT (name) DO NOTHING;
