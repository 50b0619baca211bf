import type { CSSProperties, ReactElement } from 'react';
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
 * A right-to-left paragraph satori can wrap: its words (see rightToLeftWords) as a reversed, wrapping flex row,
 * so that the first words fill the top line from the right and each later line continues below, as in a
 * browser. satori breaks a text node into lines from the left, which for right-to-left text drawn as one
 * string would put the end of the sentence on the top line. On one line the row is exactly as wide as the
 * text: words, and a space between each two.
 */
export function rightToLeftParagraph(
  words: string[],
  look: { fontFamily?: string; textAlign?: unknown },
): ReactElement {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'row-reverse',
        flexWrap: 'wrap',
        justifyContent: lineAlignment(look.textAlign),
        columnGap: `${wordSpace(look.fontFamily)}em`,
        flexShrink: 1,
      }}
    >
      {words.map((word, i) => (
        <div key={i}>{word}</div>
      ))}
    </div>
  );
}
