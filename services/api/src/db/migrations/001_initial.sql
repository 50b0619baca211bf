-- The whole record model. Fields the server searches, scopes or joins on are columns; the rest of each
-- record (the spec's nested passport, address, education... blocks) lives in `data` as JSON.
CREATE TABLE companies (
  id text PRIMARY KEY,
  type text NOT NULL,
  display_name text NOT NULL,
  email text NOT NULL DEFAULT '',
  deposit_amount text NOT NULL DEFAULT '',
  licence text NOT NULL DEFAULT '',
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX companies_type ON companies (type, id);

CREATE TABLE company_partners (
  company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  partner_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  PRIMARY KEY (company_id, partner_id)
);
CREATE INDEX company_partners_partner ON company_partners (partner_id);

CREATE TABLE roles (
  id text PRIMARY KEY,
  display_name text NOT NULL UNIQUE
);

CREATE TABLE users (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL,
  email text NOT NULL UNIQUE,
  password_hash text,
  user_type text NOT NULL DEFAULT 'ClientUser',
  status text NOT NULL DEFAULT 'Active',
  avatar text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_company ON users (company_id, id);

CREATE TABLE user_roles (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role_id text NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, role_id)
);

-- Only a SHA-256 of each bearer token is kept: a leaked table cannot be replayed.
CREATE TABLE auth_tokens (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX auth_tokens_user ON auth_tokens (user_id);

CREATE TABLE visas (
  id text PRIMARY KEY,
  owner_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  visa_number text NOT NULL DEFAULT '',
  full_name text NOT NULL DEFAULT '',
  passport_number text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'new',
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  search text GENERATED ALWAYS AS (lower(visa_number || ' ' || full_name || ' ' || passport_number)) STORED,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX visas_owner ON visas (owner_id, id DESC);
CREATE INDEX visas_number ON visas (owner_id, visa_number);

CREATE TABLE employees (
  id text PRIMARY KEY,
  owner_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'new',
  passport_number text NOT NULL DEFAULT '',
  given_name text NOT NULL DEFAULT '',
  sur_name text NOT NULL DEFAULT '',
  telephone text NOT NULL DEFAULT '',
  visa_id text REFERENCES visas (id) ON DELETE SET NULL,
  -- Copied from the attached visa so the list search needs no join.
  visa_number text NOT NULL DEFAULT '',
  employer text NOT NULL DEFAULT '',
  prospect_ids text[] NOT NULL DEFAULT '{}',
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  search text GENERATED ALWAYS AS (
    lower(passport_number || ' ' || given_name || ' ' || sur_name || ' ' || telephone || ' ' || visa_number || ' ' || employer)
  ) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX employees_owner ON employees (owner_id, id DESC);
CREATE INDEX employees_owner_status ON employees (owner_id, status, id DESC);
CREATE INDEX employees_prospects ON employees USING gin (prospect_ids);
CREATE INDEX employees_visa ON employees (visa_id);

CREATE TABLE short_links (
  id text PRIMARY KEY,
  link text NOT NULL UNIQUE,
  company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  employee_ids text[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX short_links_company ON short_links (company_id, id DESC);

CREATE TABLE medical_payments (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'new',
  total_amount numeric NOT NULL DEFAULT 0,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX medical_payments_company ON medical_payments (company_id, id DESC);

CREATE TABLE tutorials (
  id text PRIMARY KEY,
  title text NOT NULL,
  url text NOT NULL,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE important_links (
  id text PRIMARY KEY,
  title text NOT NULL,
  url text NOT NULL,
  position integer NOT NULL DEFAULT 0
);

INSERT INTO roles (id, display_name)
SELECT substr(md5(name), 1, 24), name
FROM unnest(ARRAY[
  'ViewDashboard', 'Options', 'ViewCompanies', 'ViewUsers', 'ManageUsers', 'ViewRoles', 'ManageRoles',
  'ManageUserRoles', 'CompanyManagement', 'ForeignAgentsManagement', 'ViewCandidates', 'ViewEmployees',
  'AddEmployees', 'EditEmployees', 'DeleteEmployees', 'EmployeeReports', 'ViewVisas', 'AddVisas', 'EditVisas',
  'DeleteVisas', 'AssignVisas', 'ReleaseVisas', 'OpenComplains', 'EditComplains', 'ClosComplains',
  'ReOpenComplains', 'ConfirmComplains', 'LabourEntry', 'DiscontinueProcess', 'DeleteLabourData', 'LabourReports',
  'EmbassyEntry', 'DeleteEmbassyData', 'EmbassyReports', 'EnjazEntry', 'FlightEntry', 'DeleteFlightData',
  'FlightReports', 'AfterFlightEntry', 'ViewReports'
]) AS name;
