/** Paper sizes in PDF points (1/72 inch), portrait. */
export const PAPER = {
  A4: { width: 595.28, height: 841.89 },
  A3: { width: 841.89, height: 1190.55 },
  Letter: { width: 612, height: 792 },
} as const;

export type PaperName = keyof typeof PAPER;

const MM = 72 / 25.4;

/** Millimetres to PDF points. */
export function mm(value: number): number {
  return value * MM;
}
