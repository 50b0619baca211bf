import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { EmployeeInput } from '@placement/domain';
import { FieldFrame, Input } from '@placement/ui';

export interface FlightDateTimeFieldProps {
  control: Control<EmployeeInput>;
  label: string;
  /** 'YYYY-MM-DD': the first day a flight may be booked on (the domain's flight limit). */
  min?: string;
}

/**
 * The ticket-booked flight: a day and a time of day ('YYYY-MM-DDTHH:mm' on this computer's clock), saved as
 * one instant like the arrival. The browser's own picker keeps both parts in one keyboard-usable field.
 */
export function FlightDateTimeField({ control, label, min }: FlightDateTimeFieldProps) {
  const id = useId();
  const { field, fieldState } = useController({ control, name: 'flight.flightDateTime' });
  const error = fieldState.error?.message;
  return (
    <FieldFrame inputId={id} label={label} error={error} errorId={`${id}-error`}>
      <Input
        id={id}
        type="datetime-local"
        dir="ltr"
        name={field.name}
        ref={field.ref}
        min={min ? `${min}T00:00` : undefined}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        $invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </FieldFrame>
  );
}
