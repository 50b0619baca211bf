// Record ids are strings: 24-character hex ids made by the server, or a 10-character random id on a form that
// means "new record" (ids/). Every entity names its id `_id`, as the API sends it.
export type EntityId = string;

// Dates travel as ISO 8601 strings ('2024-05-01' or '2024-05-01T11:00:00.000Z').
export type IsoDate = string;
