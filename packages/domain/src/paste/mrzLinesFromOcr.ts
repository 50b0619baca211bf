import { mrzCheckDigit } from './passportMrzLines';

// What an OCR engine reads from a passport scan's machine-readable zone, put back into the two 44-character
// lines of ICAO 9303 TD3 before readPassportMrz verifies them. OCR on this zone errs in known ways: the filler
// '<' read as K, L or C (worst in long runs), a run of fillers one too long or short, and look-alike letters
// and digits (O/0, I/1, S/5, B/8). Every position's kind is fixed by the standard, so a letter where only a
// digit may stand is its look-alike digit and the other way round. Nothing here may make a wrong line pass:
// check digits are never written, and a passport number is changed only when exactly one look-alike swap makes
// both its own check digit and the composite one right; everything else is left for readPassportMrz to refuse.

const LINE = 44;
const TO_DIGIT: Readonly<Record<string, string>> = {
  O: '0',
  Q: '0',
  D: '0',
  U: '0',
  I: '1',
  L: '1',
  Z: '2',
  S: '5',
  G: '6',
  T: '7',
  B: '8',
  A: '4',
};
const TO_LETTER: Readonly<Record<string, string>> = {
  '0': 'O',
  '1': 'I',
  '2': 'Z',
  '4': 'A',
  '5': 'S',
  '6': 'G',
  '7': 'T',
  '8': 'B',
};
// Look-alikes a passport number (letters and digits both allowed) may hold in either form.
const NUMBER_LOOK_ALIKES: Readonly<Record<string, string[]>> = {
  '0': ['O', 'Q', 'D'],
  O: ['0'],
  Q: ['0'],
  D: ['0'],
  '1': ['I'],
  I: ['1'],
  '2': ['Z'],
  Z: ['2'],
  '5': ['S'],
  S: ['5'],
  '6': ['G'],
  G: ['6'],
  '8': ['B'],
  B: ['8'],
  '7': ['T'],
  T: ['7'],
  '4': ['A'],
  A: ['4'],
};
// What a filler '<' is most often read as.
const FILLER_LOOK_ALIKES = /[<KLC«‹]/;

const digitAt = (character: string) =>
  /[0-9<]/.test(character) ? character : (TO_DIGIT[character] ?? character);
const letterAt = (character: string) =>
  /[A-Z<]/.test(character) ? character : (TO_LETTER[character] ?? character);

function normalise(line: string): string {
  return line.toUpperCase().replace(/\s+/g, '').replace(/[«‹]/g, '<');
}

/** Line 1: P, type, issuing state, then SURNAME<<GIVEN<NAMES and fillers to the end. */
function repairFirstLine(raw: string): string {
  const head = `${raw[0] === 'P' ? 'P' : letterAt(raw[0] ?? 'P')}${/[A-Z]/.test(raw[1] ?? '<') && !FILLER_LOOK_ALIKES.test(raw[1]!) ? raw[1] : '<'}`;
  const state = [...raw.slice(2, 5)].map(letterAt).join('');
  let names = [...raw.slice(5)].map(letterAt).join('');
  // The names end at the second double filler (the first separates surname and given names): whatever follows
  // is filler, whatever the engine made of it.
  const surnameEnd = names.indexOf('<<');
  const givenEnd = surnameEnd < 0 ? -1 : names.indexOf('<<', surnameEnd + 2);
  if (givenEnd >= 0) names = names.slice(0, givenEnd);
  else names = names.replace(/<[<KLC]*$/, '');
  return `${head}${state}${names}`.padEnd(LINE, '<').slice(0, LINE);
}

// Line 2's fixed layout: passport number (9) and its digit, nationality (3), birth date (6) and digit, sex,
// expiry (6) and digit, personal number (14) and digit, composite digit.
function classify(line: string): string {
  return [...line]
    .map((character, index) => {
      if (index <= 8) return character;
      if (index >= 10 && index <= 12) return letterAt(character);
      if (index === 20)
        return character === 'H' ? 'M' : character === 'E' || character === 'P' ? 'F' : character;
      if (index >= 28 && index <= 41) return character;
      return digitAt(character);
    })
    .join('');
}

function alignSecondLine(raw: string): string {
  if (raw.length < 30) return raw;
  // The first 28 positions and the last two are fixed; in between is the personal number, most often all
  // fillers, whose run the engine miscounts or reads partly as K, L or C. An all-filler middle of any length
  // is 14 fillers; a real personal number is left as read.
  const start = raw.slice(0, 28);
  const end = raw.slice(-2);
  const middle = raw.slice(28, -2);
  if (middle.includes('<') && /^[<KLC]*$/.test(middle)) return `${start}${'<'.repeat(14)}${end}`;
  return raw;
}

const verifies = (line: string) => {
  const part = (from: number, to: number) => line.slice(from, to) + line[to];
  const composite = part(0, 9) + part(13, 19) + part(21, 27) + part(28, 42);
  return (
    mrzCheckDigit(line.slice(0, 9)) === line[9] &&
    mrzCheckDigit(line.slice(13, 19)) === line[19] &&
    mrzCheckDigit(line.slice(21, 27)) === line[27] &&
    mrzCheckDigit(composite) === line[43]
  );
};

/** A passport number whose check digit fails: the single look-alike swap that makes every digit right, if one. */
function repairPassportNumber(line: string): string {
  if (line.length !== LINE || mrzCheckDigit(line.slice(0, 9)) === line[9]) return line;
  const found = new Set<string>();
  for (let index = 0; index < 9; index += 1) {
    for (const other of NUMBER_LOOK_ALIKES[line[index]!] ?? []) {
      const candidate = line.slice(0, index) + other + line.slice(index + 1);
      if (verifies(candidate)) found.add(candidate);
    }
  }
  return found.size === 1 ? [...found][0]! : line;
}

/**
 * One character too many in the line's fixed start (a stray mark read as a letter): the one removal that
 * verifies. The nationality has no check digit, so removals that differ only there are told apart by the
 * issuing state of the first line, or not at all.
 */
function dropStrayCharacter(raw: string, issuingState: string): string | null {
  const found = new Set<string>();
  for (let index = 0; index < 28; index += 1) {
    const candidate = classify(alignSecondLine(raw.slice(0, index) + raw.slice(index + 1)));
    if (candidate.length === LINE && verifies(candidate)) found.add(candidate);
  }
  const lines = [...found];
  const sameState = lines.filter((line) => line.slice(10, 13) === issuingState);
  if (lines.length === 1) return lines[0]!;
  return sameState.length === 1 ? sameState[0]! : null;
}

function repairSecondLine(raw: string, issuingState: string): string {
  const line = classify(alignSecondLine(raw));
  const repaired = line.length === LINE ? repairPassportNumber(line) : line;
  if (repaired.length === LINE && verifies(repaired)) return repaired;
  return (raw.length > LINE && dropStrayCharacter(raw, issuingState)) || repaired;
}

/**
 * The two MRZ lines in an OCR engine's text (other text above them is ignored), repaired as far as the
 * standard's layout allows, or null when the text holds no two lines that could be an MRZ.
 */
export function mrzLinesFromOcr(text: string): [string, string] | null {
  const lines = text
    .split(/\r?\n/)
    .map(normalise)
    .filter((line) => line.length >= 30 && /[<KLC]{3}/.test(line));
  if (lines.length < 2) return null;
  const [first, second] = lines.slice(-2) as [string, string];
  const firstLine = repairFirstLine(first);
  return [firstLine, repairSecondLine(second, firstLine.slice(2, 5))];
}
