import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTheme } from 'styled-components';
import { Button } from '../display/Button';
import { Icon } from '../icons/Icon';
import { useUiText } from '../theme/UiProvider';
import { chevronEndIcon, chevronStartIcon } from '../icons/icons';

/** Slides further than this from the current one are not rendered (spec 02 §2.3: shared CVs). */
export const RENDERED_NEIGHBOURS = 2;
/** A horizontal drag longer than this many pixels turns the page. */
export const SWIPE_THRESHOLD_PX = 50;

const Frame = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Viewport = styled.div`
  overflow: hidden;
  touch-action: pan-y;
`;

// Back/Next stay on screen however long the slide: on a phone a CV is several screens tall.
const Bar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 2;
  box-shadow: 0 -2px 8px rgb(0 0 0 / 12%);
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 6px 8px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius}px;
`;

const Dots = styled.ol`
  display: flex;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.border};
  }
  li[aria-current='step'] {
    background: ${({ theme }) => theme.colors.accent};
  }
`;

export interface SwipeableStepperProps {
  label: string;
  count: number;
  index: number;
  onIndexChange: (index: number) => void;
  renderSlide: (index: number) => ReactNode;
}

// Back/Next, arrow keys and a finger swipe move between slides; only near slides are mounted.
export function SwipeableStepper({ label, count, index, onIndexChange, renderSlide }: SwipeableStepperProps) {
  const text = useUiText();
  const theme = useTheme();
  const startX = useRef<number | null>(null);
  const go = (next: number) => {
    if (next >= 0 && next < count) onIndexChange(next);
  };
  const rtl = theme.direction === 'rtl';
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === (rtl ? 'ArrowLeft' : 'ArrowRight')) go(index + 1);
    else if (event.key === (rtl ? 'ArrowRight' : 'ArrowLeft')) go(index - 1);
  };

  return (
    <Frame aria-roledescription="carousel" aria-label={label}>
      <Viewport
        tabIndex={0}
        aria-label={`${index + 1} / ${count}`}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => {
          startX.current = event.clientX;
        }}
        onPointerUp={(event) => {
          if (startX.current === null) return;
          const moved = event.clientX - startX.current;
          startX.current = null;
          if (Math.abs(moved) < SWIPE_THRESHOLD_PX) return;
          // Dragging towards the start of the line brings the next slide in, whichever way the page reads.
          const towardsStart = rtl ? moved > 0 : moved < 0;
          go(towardsStart ? index + 1 : index - 1);
        }}
      >
        {Array.from({ length: count }, (_, slide) =>
          Math.abs(slide - index) <= RENDERED_NEIGHBOURS ? (
            <div
              key={slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slide + 1} / ${count}`}
              data-slide={slide}
              hidden={slide !== index}
            >
              {renderSlide(slide)}
            </div>
          ) : null,
        )}
      </Viewport>
      <Bar>
        <Button type="button" $variant="text" disabled={index <= 0} onClick={() => go(index - 1)}>
          <Icon path={chevronStartIcon} size={20} mirrorInRtl />
          {text.back}
        </Button>
        <Dots aria-hidden="true">
          {Array.from({ length: Math.min(count, 10) }, (_, dot) => (
            <li key={dot} aria-current={dot === index ? 'step' : undefined} />
          ))}
        </Dots>
        <Button type="button" $variant="text" disabled={index >= count - 1} onClick={() => go(index + 1)}>
          {text.next}
          <Icon path={chevronEndIcon} size={20} mirrorInRtl />
        </Button>
      </Bar>
    </Frame>
  );
}
