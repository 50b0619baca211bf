// Its own file so that the form and the card that shows one entry both read it without importing each other.
/** One employee the payment is for: a passport number or name, or a Wafid link, with its passport scan. */
export interface PaymentEntry {
  _id?: string | null;
  /** How it was found: passport, wafidLink or bySearch (kept as stored when a payment is edited). */
  by?: string | null;
  byLinkOrName: string;
  /** The stored passport scan (a private file), if one was uploaded. */
  slipLink?: string | null;
}
