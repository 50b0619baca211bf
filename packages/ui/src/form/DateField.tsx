import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import styled, { useTheme } from 'styled-components';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { IconButton } from '../display/IconButton';
import { useUiText } from '../theme/UiProvider';
import { FieldFrame, Input, Select } from './FieldFrame';
import { calendarMonth, displayDate } from './calendarMonth';
import { calendarIcon, closeIcon } from '../icons/icons';

const Row = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: 4px;
`;

const Popup = styled.div`
  position: absolute;
  top: 44px;
  inset-inline-start: 0;
  z-index: 30;
  padding: 10px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  box-shadow: 0 6px 20px rgba(0, 0, 0, 0.25);
  table {
    border-collapse: collapse;
  }
  th {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  td button {
    width: 34px;
    height: 32px;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
  }
  td button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
  }
  td button:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: line-through;
    cursor: not-allowed;
  }
`;

// The calendar's month and weekday names in the screen's language, from the browser's own locale data.
function monthNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => format.format(Date.UTC(2000, month, 1)));
}

// Sunday first: 2000-01-02 was a Sunday.
function weekdayNames(language: string): { short: string; long: string }[] {
  // Narrow names fit the calendar's columns in every language (Arabic's short names are whole words).
  const short = new Intl.DateTimeFormat(language, { weekday: 'narrow', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, day) => ({
    short: short.format(Date.UTC(2000, 0, 2 + day)),
    long: long.format(Date.UTC(2000, 0, 2 + day)),
  }));
}

export interface DateFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  /** 'YYYY-MM-DD'; the domain's date limits (e.g. dateOfBirth from 1920-01-01). */
  min?: string;
  max?: string;
}

/** DateInput bound to a react-hook-form field. */
export function DateField<Values extends FieldValues>({ control, name, ...props }: DateFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DateInput
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

export interface DateInputProps {
  label: string;
  /** 'YYYY-MM-DD', or '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  /** 'YYYY-MM-DD'; the domain's date limits (e.g. dateOfBirth from 1920-01-01). */
  min?: string;
  max?: string;
  /** Offers a button that empties a date that may be left unset. */
  clearable?: boolean;
}

/**
 * The app's date field: the date shown as dd-MMM-yyyy (the spec's display form, in every language), picked from
 * a calendar in the screen's language. The input is read-only: a date is only ever picked from the calendar, so
 * it is always within min and max.
 */
export function DateInput({
  label,
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  error,
  min,
  max,
  clearable = false,
}: DateInputProps) {
  const id = useId();
  const text = useUiText();
  const { language } = useTheme();
  const months = useMemo(() => monthNames(language), [language]);
  const weekdays = useMemo(() => weekdayNames(language), [language]);
  const start = value || max || min || new Date().toISOString().slice(0, 10);
  const [open, setOpen] = useState(false);
  const [year, setYear] = useState(Number(start.slice(0, 4)));
  const [month, setMonth] = useState(Number(start.slice(5, 7)) - 1);
  const popupRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLDivElement>(null);
  const minYear = min ? Number(min.slice(0, 4)) : 1900;
  const maxYear = max ? Number(max.slice(0, 4)) : 2100;

  useEffect(() => {
    if (open) popupRef.current?.querySelector<HTMLElement>('select')?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    openerRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  return (
    <FieldFrame inputId={id} label={label} error={error} errorId={`${id}-error`}>
      <Row ref={openerRef}>
        <Input
          id={id}
          readOnly
          // dd-MMM-yyyy is Latin text: in an Arabic page it would otherwise be reordered to "Nov-2001-25".
          dir="ltr"
          $invalid={Boolean(error)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          name={name}
          ref={inputRef}
          value={displayDate(value)}
          onClick={() => setOpen(true)}
          onBlur={onBlur}
        />
        <IconButton
          icon={calendarIcon}
          label={`${label}: ${months[month] ?? ''}`}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => (open ? close() : setOpen(true))}
        />
        {clearable && value && (
          <IconButton icon={closeIcon} label={`${label}: ${text.clearDate}`} onClick={() => onChange('')} />
        )}
        {open && (
          <Popup ref={popupRef} role="dialog" aria-label={label} onKeyDown={onKeyDown}>
            <div style={{ display: 'flex', gap: 6, marginBottom: 6 }}>
              <Select
                aria-label={text.month}
                value={month}
                onChange={(event) => setMonth(Number(event.target.value))}
              >
                {months.map((name, index) => (
                  <option key={index} value={index}>
                    {name}
                  </option>
                ))}
              </Select>
              <Select
                aria-label={text.year}
                value={year}
                onChange={(event) => setYear(Number(event.target.value))}
              >
                {Array.from({ length: maxYear - minYear + 1 }, (_, index) => maxYear - index).map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </Select>
              <IconButton icon={closeIcon} label={text.dismiss} onClick={close} />
            </div>
            <table>
              <thead>
                <tr>
                  {weekdays.map((day) => (
                    <th key={day.long} scope="col" abbr={day.long}>
                      {day.short}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {calendarMonth(year, month, min, max).map((week, index) => (
                  <tr key={index}>
                    {week.map((day, cell) => (
                      <td key={cell}>
                        {day && (
                          <button
                            type="button"
                            disabled={!day.inRange}
                            aria-pressed={day.iso === value}
                            aria-label={displayDate(day.iso)}
                            onClick={() => {
                              onChange(day.iso);
                              close();
                            }}
                          >
                            {day.day}
                          </button>
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </Popup>
        )}
      </Row>
    </FieldFrame>
  );
}
