-- An agency's public premium list for one of its agents (spec 02 §2.1, /cpp and /pcv) opens only once the agency
-- has turned it on, and only with the key of its link (issue 37): the two ids alone are time-ordered and
-- guessable, and opened every agency's list. Turning it off deletes the row; renewing gives a new key.
CREATE TABLE public_premium_lists (
  agency_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  agent_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (agency_id, agent_id)
);
