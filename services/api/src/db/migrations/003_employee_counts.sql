-- Employee counts per owner and status, kept by a trigger, so an unfiltered list's totalCount and the
-- dashboard do not count 100,000 rows on every page (the list itself reads 50 rows from an index).
CREATE TABLE employee_counts (
  company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  status text NOT NULL,
  n bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (company_id, status)
);

CREATE FUNCTION employee_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE employee_counts SET n = n - 1 WHERE company_id = OLD.owner_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO employee_counts (company_id, status, n) VALUES (NEW.owner_id, NEW.status, 1)
    ON CONFLICT (company_id, status) DO UPDATE SET n = employee_counts.n + 1;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER employees_counts_insert_delete AFTER INSERT OR DELETE ON employees
  FOR EACH ROW EXECUTE FUNCTION employee_counts_track();
CREATE TRIGGER employees_counts_update AFTER UPDATE OF owner_id, status ON employees
  FOR EACH ROW WHEN (OLD.owner_id IS DISTINCT FROM NEW.owner_id OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION employee_counts_track();

INSERT INTO employee_counts (company_id, status, n)
SELECT owner_id, status, count(*) FROM employees GROUP BY owner_id, status;
