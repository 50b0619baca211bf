// A postal and phone address: an employee's own, their contact person's, and a testimonial's.
export interface Address {
  telephone?: string | null;
  alternateTelephone?: string | null;
  city?: string | null;
  streetAddress?: string | null;
  country?: string | null;
}
