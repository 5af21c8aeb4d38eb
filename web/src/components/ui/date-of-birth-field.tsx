import { useId, type ReactNode } from 'react';
import { ChoiceGroup } from './field';

export type DatePart = 'day' | 'month' | 'year';

const DAYS = Array.from({ length: 31 }, (_, index) => index + 1);
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

export interface DateOfBirthFieldProps {
  legend: ReactNode;
  error?: string | null;
  className?: string;
  /** the chosen day, month and year as select values ('' when none) */
  value: Record<DatePart, string>;
  onChange: (part: DatePart, value: string) => void;
  /** the names of the three selects (also their empty choice) */
  labels: Record<DatePart, string>;
  monthName: (month: number) => string;
  /** the years to choose from, newest first */
  years: readonly number[];
}

/** A date of birth as three selects (day, month, year) with the browser's birthday autofill. */
export function DateOfBirthField({
  legend,
  error,
  className,
  value,
  onChange,
  labels,
  monthName,
  years,
}: DateOfBirthFieldProps) {
  const id = useId();
  const choices: Record<DatePart, Array<{ value: number; label: string }>> = {
    day: DAYS.map((day) => ({ value: day, label: String(day) })),
    month: MONTHS.map((month) => ({ value: month, label: monthName(month) })),
    year: years.map((year) => ({ value: year, label: String(year) })),
  };
  return (
    <ChoiceGroup legend={legend} error={error} className={className}>
      {(control) => (
        <div className="input-row">
          {(['day', 'month', 'year'] as const).map((part) => (
            <div key={part}>
              <label className="visually-hidden" htmlFor={`${id}-${part}`}>
                {labels[part]}
              </label>
              <select
                id={`${id}-${part}`}
                className="input"
                autoComplete={`bday-${part}`}
                value={value[part]}
                aria-invalid={control['aria-invalid']}
                aria-describedby={control['aria-describedby']}
                onChange={(event) => onChange(part, event.target.value)}
              >
                <option value="">{labels[part]}</option>
                {choices[part].map((choice) => (
                  <option key={choice.value} value={String(choice.value)}>
                    {choice.label}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      )}
    </ChoiceGroup>
  );
}
