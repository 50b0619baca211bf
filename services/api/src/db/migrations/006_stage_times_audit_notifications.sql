-- When an employee entered its current stage: the dashboard's "stuck longer than N days" count reads it.
ALTER TABLE employees ADD COLUMN status_changed_at timestamptz NOT NULL DEFAULT now();
UPDATE employees SET status_changed_at = updated_at;
CREATE INDEX employees_owner_stage_time ON employees (owner_id, status, status_changed_at);

CREATE OR REPLACE FUNCTION employees_stage_time() RETURNS trigger AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    NEW.status_changed_at := now();
  END IF;
  RETURN NEW;
END $$ LANGUAGE plpgsql;
CREATE TRIGGER employees_stage_time BEFORE UPDATE OF status ON employees
  FOR EACH ROW EXECUTE FUNCTION employees_stage_time();

-- Who did what: every mutation, with the operation's name and the record it named, never its values.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  company_id text NOT NULL,
  user_id text,
  user_name text NOT NULL DEFAULT '',
  operation text NOT NULL,
  record_id text NOT NULL DEFAULT '',
  result text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_company_time ON audit_log (company_id, at DESC, id DESC);

-- A user's choice to get an e-mail when an employee of the company changes stage.
ALTER TABLE users ADD COLUMN notify_stage_changes boolean NOT NULL DEFAULT false;
