-- Public account flows: e-mail verification, single-use reset/verify tokens, captcha replay guard and the
-- registration requests of the public contact form.
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;

-- Only a hash of each token's random part is stored; a row is consumed once (used_at) and expires.
CREATE TABLE account_tokens (
  nonce_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX account_tokens_user ON account_tokens (user_id, purpose);

-- A solved captcha is accepted once: its challenge is remembered until the challenge itself expires.
CREATE TABLE captcha_uses (
  challenge text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

CREATE TABLE registration_requests (
  id text PRIMARY KEY,
  country text NOT NULL,
  phone text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  message text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
