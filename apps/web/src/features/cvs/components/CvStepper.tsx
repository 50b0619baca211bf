import { SwipeableStepper } from '@placement/ui';
import { useState, type ReactNode } from 'react';
import type { SharedCvResult } from '../api/cvOperations';
import { CvOnScreen } from './CvOnScreen';
import type { PhotoSource } from './photoUrls';

/**
 * CVs one at a time for a signed-out visitor, view only: back/next, arrow keys and a swipe, with only the CVs
 * within 2 of the current one mounted (spec 02 §2.2). Starts at `startAt` when it is one of them.
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
  startAt?: string | null;
  /** What a visitor may do with a CV (Download CV), shown above it. */
  actions?: (employee: SharedCvResult) => ReactNode;
}) {
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      employees.findIndex((employee) => employee._id === startAt),
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
            <CvOnScreen employee={employee} source={source} />
          </>
        ) : null;
      }}
    />
  );
}
