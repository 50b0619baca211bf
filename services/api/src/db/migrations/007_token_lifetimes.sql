-- Sign-in tokens end after a time without use and after an absolute lifetime (see auth/tokens.ts).
ALTER TABLE auth_tokens ADD COLUMN last_used_at timestamptz NOT NULL DEFAULT now();
