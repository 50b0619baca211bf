-- Content the platform operator keeps (issue 34): a picture per tutorial (a data: URL made small in the browser),
-- the screen a tutorial is also linked from (employee form, reports, time-zone warning), and which Important
-- Links card is Ethiopia's labour portal (sudan2 agencies do not see it).
ALTER TABLE tutorials ADD COLUMN image text NOT NULL DEFAULT '';
ALTER TABLE tutorials ADD COLUMN topic text NOT NULL DEFAULT '';
ALTER TABLE important_links ADD COLUMN kind text NOT NULL DEFAULT '';
