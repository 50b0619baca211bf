import { ARABIC_FORMS, LAM, LAM_ALEF, TATWEEL, isArabicMark } from './arabicForms';

const ISOLATED = 0;
const FINAL = 1;
const INITIAL = 2;
const MEDIAL = 3;

function joinsBothSides(code: number): boolean {
  return code === TATWEEL || (ARABIC_FORMS.get(code)?.[INITIAL] ?? undefined) !== undefined;
}

function joinsAtAll(code: number): boolean {
  return code === TATWEEL || (ARABIC_FORMS.has(code) && code !== 0x0621);
}

/**
 * Replaces Arabic letters by their contextual presentation forms, in logical order. Marks stay after their
 * letter and do not break a join; lam + alef becomes the ligature. Text without Arabic comes back unchanged.
 */
export function shapeArabic(text: string): string {
  const codes = Array.from(text, (ch) => ch.codePointAt(0) ?? 0);
  const out: number[] = [];
  const neighbour = (from: number, step: 1 | -1): number | undefined => {
    for (let i = from + step; i >= 0 && i < codes.length; i += step) {
      const c = codes[i] as number;
      if (!isArabicMark(c)) return c;
    }
    return undefined;
  };
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i] as number;
    const forms = ARABIC_FORMS.get(code);
    if (!forms) {
      out.push(code);
      continue;
    }
    const prev = neighbour(i, -1);
    const joinsPrev = prev !== undefined && joinsBothSides(prev) && joinsAtAll(code);
    if (code === LAM) {
      // Find the next letter past any marks; a following alef fuses with the lam.
      let j = i + 1;
      const marks: number[] = [];
      while (j < codes.length && isArabicMark(codes[j] as number)) marks.push(codes[j++] as number);
      const ligature = j < codes.length ? LAM_ALEF.get(codes[j] as number) : undefined;
      if (ligature) {
        out.push(joinsPrev ? ligature[1] : ligature[0], ...marks);
        i = j;
        continue;
      }
    }
    const next = neighbour(i, 1);
    const joinsNext = next !== undefined && joinsBothSides(code) && joinsAtAll(next);
    let form: number | undefined;
    if (joinsPrev && joinsNext) form = forms[MEDIAL];
    else if (joinsPrev) form = forms[FINAL];
    else if (joinsNext) form = forms[INITIAL];
    out.push(form ?? forms[ISOLATED]);
  }
  return String.fromCodePoint(...out);
}

/** True when the text holds right-to-left letters (Arabic, its presentation forms, Hebrew). */
export function hasRightToLeft(text: string): boolean {
  return /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u.test(text);
}
