import type { CSSProperties, ReactElement } from 'react';
import type { TextLook } from './textLook';
import { wordSpace } from './wordSpace';

/** How the text's lines sit in its box, read as a browser reads `text-align` in a right-to-left paragraph. */
function lineAlignment(textAlign: unknown): CSSProperties['justifyContent'] {
  // In a reversed row, flex-start is the right edge. Justified lines are set flush right: a flex line cannot
  // spread all lines but the last.
  if (textAlign === 'left' || textAlign === 'end') return 'flex-end';
  if (textAlign === 'center') return 'center';
  return 'flex-start';
}

/**
 * The gap between two words in px, on a 1/8 px grid: yoga adds the words' whole-pixel widths and these gaps in
 * binary floating point, and with a gap like 3.38 px a row sized to its own words came out a hair too narrow
 * and dropped its last word onto a second line.
 */
function spaceBetweenWords(look: Pick<TextLook, 'fontFamily' | 'fontSize'>): number {
  return Math.round(wordSpace(look.fontFamily) * look.fontSize * 8) / 8;
}

/**
 * A right-to-left paragraph satori can wrap: its words (see rightToLeftWords) as a reversed, wrapping flex row,
 * so that the first words fill the top line from the right and each later line continues below, as in a
 * browser. satori breaks a text node into lines from the left, which for right-to-left text drawn as one
 * string would put the end of the sentence on the top line.
 *
 * Each word keeps a space on its left, and the row reaches one space further left than its box: the space
 * after the last word of a line then hangs outside the line, as a browser lets it, so a line holds as much
 * and a one-line paragraph is exactly as wide as its text.
 */
export function rightToLeftParagraph(
  words: string[],
  look: Pick<TextLook, 'fontFamily' | 'fontSize' | 'textAlign'>,
): ReactElement {
  const space = spaceBetweenWords(look);
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'row-reverse',
        flexWrap: 'wrap',
        justifyContent: lineAlignment(look.textAlign),
        marginLeft: -space,
        flexShrink: 1,
      }}
    >
      {words.map((word, i) => (
        <div key={i} style={{ marginLeft: space }}>
          {word}
        </div>
      ))}
    </div>
  );
}
