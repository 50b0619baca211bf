import type { CSSProperties, ReactElement } from 'react';
import { TEXT_LOOK_PROP, type TextLook } from './textLook';
import { baselineShift, textWidth } from './textMetrics';

/** How the text's lines sit in its box, read as a browser reads `text-align` in a right-to-left paragraph. */
function lineAlignment(textAlign: unknown): CSSProperties['justifyContent'] {
  // In a reversed row, flex-start is the right edge. Justified lines are set flush right: a flex line cannot
  // spread all lines but the last.
  if (textAlign === 'left' || textAlign === 'end') return 'flex-end';
  if (textAlign === 'center') return 'center';
  return 'flex-start';
}

/** On a 1/64 px grid: yoga adds these to the words' whole-pixel boxes in floating point (see below). */
function onGrid(px: number): number {
  return Math.round(px * 64) / 64;
}

/**
 * A right-to-left paragraph satori can wrap: its words (see rightToLeftWords) as a reversed, wrapping flex row,
 * so that the first words fill the top line from the right and each later line continues below, as in a
 * browser. satori breaks a text node into lines from the left, which for right-to-left text drawn as one
 * string would put the end of the sentence on the top line.
 *
 * Each word keeps a space on its left, and the row reaches one space further left than its box: the space
 * after the last word of a line then hangs outside the line, as a browser lets it. With satori's rounding of
 * each word taken back (see textWidth), a line holds exactly the words a browser puts on it, and a one-line
 * paragraph is as wide as the one-string drawing was.
 */
export function rightToLeftParagraph(words: string[], look: TextLook): ReactElement {
  const space = onGrid(textWidth(' ', look));
  // Each word's box is its drawn width rounded up and its text starts at the box's left edge, on one line: the
  // PDF's text layer sets the hidden word over it from this look (see textRuns).
  const wordLook: TextLook = { ...look, textAlign: undefined, wraps: false };
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
      {words.map((word, i) => {
        const width = textWidth(word, look);
        // satori sizes the word's box to its width rounded up and draws from the box's left edge; a negative
        // right margin takes the rounding back, so the next word sits one exact space from the ink.
        const roundedUp = Math.min(Math.max(Math.ceil(width - 1e-6) - width, 0), 1);
        const shift = onGrid(baselineShift(word, look));
        return (
          <div
            key={i}
            {...{ [TEXT_LOOK_PROP]: wordLook }}
            style={{
              marginLeft: space,
              marginRight: -onGrid(roundedUp),
              ...(shift !== 0 ? { marginTop: shift, marginBottom: -shift } : {}),
            }}
          >
            {word}
          </div>
        );
      })}
    </div>
  );
}
