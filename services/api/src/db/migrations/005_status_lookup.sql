-- The public status lookup finds one employee by passport or application (Enjaz) number across companies.
CREATE INDEX employees_passport_upper ON employees (upper(passport_number));
CREATE INDEX employees_enjaz_upper ON employees (upper(data #>> '{embassyProcess,enjazNumber}'));
