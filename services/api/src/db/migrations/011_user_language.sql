-- The interface language a user last chose ('' until one is chosen): a sign-in on another browser or after the
-- browser's storage was cleared opens in it, not in English (issue 33).
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT '';
