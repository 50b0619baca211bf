// Record ids made on the server: 24 lowercase hex characters laid out like a MongoDB ObjectId (the spec's
// agency and agent ids are of this kind): 4 bytes of seconds since 1970, 5 random bytes fixed per process,
// and a 3-byte counter. Sorting ids as strings therefore sorts records by creation time.
const OBJECT_ID = /^[0-9a-f]{24}$/;

function hex(value: number, width: number): string {
  return value.toString(16).padStart(width, '0');
}

const processPart = Array.from(crypto.getRandomValues(new Uint8Array(5)), (byte) => hex(byte, 2)).join('');
let counter = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;

export function newObjectId(now: Date = new Date()): string {
  counter = (counter + 1) % 0x1000000;
  const seconds = Math.floor(now.getTime() / 1000) % 0x100000000;
  return hex(seconds, 8) + processPart + hex(counter, 6);
}

export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && OBJECT_ID.test(value);
}

// When the record was created, read back from the id's first 8 hex characters.
export function objectIdTime(id: string): Date {
  return new Date(parseInt(id.slice(0, 8), 16) * 1000);
}
