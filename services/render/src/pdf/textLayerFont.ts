import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import { create, type Font } from 'fontkit';

const require = createRequire(import.meta.url);

/** Every character of the text layer is this wide (thousandths of the font size) before fitting to its box. */
export const TEXT_LAYER_ADVANCE = 500;
/** Where the glyph box sits on the baseline, in thousandths of the font size: a text's line box. */
export const TEXT_LAYER_ASCENT = 800;
const DESCENT = -200;

let program: Buffer | undefined;

/**
 * The font's program: Noto Sans (shipped with the service) cut down to its one empty-box glyph (its size:
 * docs/performance.md, "textLayerFont"). The layer is never painted, so it needs no outlines; a real embedded
 * program keeps viewers from substituting a system font for it.
 */
function fontProgram(): Buffer {
  program ??= Buffer.from(
    (
      create(
        readFileSync(require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff')),
      ) as Font
    )
      .createSubset()
      .encode(),
  );
  return program;
}

/**
 * Each 16-bit code is its own Unicode character, as one range, as OCR tools (tesseract) write it. The PDF
 * reference would have 256 ranges that each change only the last byte, but ghostscript ignores such a map
 * (measured: its text came out as code bytes); poppler and ghostscript both read the one range (measured), and
 * pdf.js carries the byte over by its source.
 */
const IDENTITY_TO_UNICODE = [
  '/CIDInit /ProcSet findresource begin',
  '12 dict begin',
  'begincmap',
  '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
  '/CMapName /Adobe-Identity-UCS def',
  '/CMapType 2 def',
  '1 begincodespacerange',
  '<0000> <FFFF>',
  'endcodespacerange',
  '1 beginbfrange',
  '<0000> <FFFF> <0000>',
  'endbfrange',
  'endcmap',
  'CMapName currentdict /CMap defineresource pop',
  'end',
  'end',
].join('\n');

function stream(doc: PDFKit.PDFDocument, data: Buffer, dictionary: Record<string, unknown> = {}) {
  const ref = doc.ref({ ...dictionary, Filter: 'FlateDecode' });
  ref.end(deflateSync(data));
  return ref;
}

/**
 * The font of the PDF's invisible text layer, written once per document: every Unicode character of the Basic
 * Multilingual Plane is its own 16-bit code (Identity-H), drawn by the one empty glyph and mapped back to itself
 * by the ToUnicode map. So Latin, Arabic and Ethiopic text alike are found by search and copied as typed,
 * without a real font's glyph choices (an Arabic font shares one glyph between letters that differ only by
 * their dots, which a glyph-to-character map cannot tell apart) and without a font's size.
 */
export function embedTextLayerFont(doc: PDFKit.PDFDocument): PDFKit.PDFKitReference {
  const program = fontProgram();
  const name = 'PLTXTL+TextLayer';
  const descriptor = doc.ref({
    Type: 'FontDescriptor',
    FontName: name,
    Flags: 4,
    FontBBox: [0, DESCENT, TEXT_LAYER_ADVANCE, TEXT_LAYER_ASCENT],
    ItalicAngle: 0,
    Ascent: TEXT_LAYER_ASCENT,
    Descent: DESCENT,
    CapHeight: 700,
    StemV: 80,
    FontFile2: stream(doc, program, { Length1: program.length }),
  });
  descriptor.end('');
  const cidFont = doc.ref({
    Type: 'Font',
    Subtype: 'CIDFontType2',
    BaseFont: name,
    CIDSystemInfo: { Registry: new String('Adobe'), Ordering: new String('Identity'), Supplement: 0 },
    FontDescriptor: descriptor,
    DW: TEXT_LAYER_ADVANCE,
    // Every code to glyph 0, the one glyph the program has.
    CIDToGIDMap: stream(doc, Buffer.alloc(0x10000 * 2)),
  });
  cidFont.end('');
  const font = doc.ref({
    Type: 'Font',
    Subtype: 'Type0',
    BaseFont: name,
    Encoding: 'Identity-H',
    DescendantFonts: [cidFont],
    ToUnicode: stream(doc, Buffer.from(IDENTITY_TO_UNICODE, 'latin1')),
  });
  font.end('');
  return font;
}
