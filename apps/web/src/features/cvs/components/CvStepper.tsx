import { SwipeableStepper } from '@placement/ui';
import { useState, type ReactNode } from 'react';
import type { SharedCvResult } from '../api/cvOperations';
import { useMediaQuery } from '../../../app/shell/useMediaQuery';
import { CvOnScreen } from './CvOnScreen';
import { MobileCv } from './MobileCv';
import type { PhotoSource } from './photoUrls';

/** Below this width a CV is shown as text (MobileCv), the printed page one tap away. */
export const PHONE_WIDTH = '(max-width: 640px)';

/**
 * CVs one at a time for a signed-out visitor, view only: back/next, arrow keys and a swipe, with only the CVs
 * within 2 of the current one mounted (spec 02 §2.2). Starts at the CV numbered `startAt` when it is one of them.
 */
export function CvStepper({
  label,
  employees,
  source,
  startAt,
  actions,
}: {
  label: string;
  employees: readonly SharedCvResult[];
  source: PhotoSource;
  /** The CV's number (its place on the link or list, from 1). */
  startAt?: number | null;
  /** What a visitor may do with a CV (Download CV), shown with it. */
  actions?: (employee: SharedCvResult) => ReactNode;
}) {
  const phone = useMediaQuery(PHONE_WIDTH);
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      employees.findIndex((employee) => employee.number === startAt),
    ),
  );
  return (
    <SwipeableStepper
      label={label}
      count={employees.length}
      index={Math.min(index, employees.length - 1)}
      onIndexChange={setIndex}
      renderSlide={(slide) => {
        const employee = employees[slide];
        return employee ? (
          <>
            {actions?.(employee)}
            {phone ? (
              <MobileCv employee={employee} source={source} />
            ) : (
              <CvOnScreen employee={employee} source={source} />
            )}
          </>
        ) : null;
      }}
    />
  );
}
