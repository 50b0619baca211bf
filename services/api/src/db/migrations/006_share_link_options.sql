-- A share link's own settings (issue 17): it can be revoked, stop opening after a day, ask for a password and
-- hide the candidates' names and contact details; the agency sees how often it was opened and downloaded.
ALTER TABLE short_links ADD COLUMN revoked_at timestamptz;
ALTER TABLE short_links ADD COLUMN expires_on date;
ALTER TABLE short_links ADD COLUMN password_hash text;
ALTER TABLE short_links ADD COLUMN hide_contact boolean NOT NULL DEFAULT false;
ALTER TABLE short_links ADD COLUMN views integer NOT NULL DEFAULT 0;
ALTER TABLE short_links ADD COLUMN downloads integer NOT NULL DEFAULT 0;
