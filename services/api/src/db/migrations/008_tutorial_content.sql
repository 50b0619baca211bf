-- The text under each tutorial video (its card shows the first 100 characters).
ALTER TABLE tutorials ADD COLUMN content text NOT NULL DEFAULT '';
