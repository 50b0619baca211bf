import { useEffect, useState } from 'react';
import styled, { keyframes } from 'styled-components';

/** The home page types its slogan at 50 ms per character (spec 01 §1). */
export const TYPING_MS_PER_CHARACTER = 50;

const blink = keyframes`
  50% { opacity: 0; }
`;

const Line = styled.p`
  margin: 0;
  font-size: 28px;
  font-weight: 700;
  min-height: 1.5em;
  span.caret {
    display: inline-block;
    width: 2px;
    height: 1em;
    margin-inline-start: 2px;
    vertical-align: text-bottom;
    background: currentColor;
    animation: ${blink} 1s steps(1) infinite;
  }
`;

export interface TypingSloganProps {
  text: string;
  msPerCharacter?: number;
}

// Screen readers get the whole slogan at once (aria-label); the typing is only for the eye. With reduced motion
// the slogan appears whole.
export function TypingSlogan({ text, msPerCharacter = TYPING_MS_PER_CHARACTER }: TypingSloganProps) {
  const reduced =
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const [shown, setShown] = useState(reduced ? text.length : 0);

  useEffect(() => {
    if (reduced) return;
    setShown(0);
    const timer = setInterval(() => {
      setShown((count) => {
        if (count >= text.length) {
          clearInterval(timer);
          return count;
        }
        return count + 1;
      });
    }, msPerCharacter);
    return () => clearInterval(timer);
  }, [text, msPerCharacter, reduced]);

  return (
    <Line role="img" aria-label={text} data-done={shown >= text.length}>
      <span aria-hidden="true">{Array.from(text).slice(0, shown).join('')}</span>
      <span className="caret" aria-hidden="true" />
    </Line>
  );
}
