import { useEffect, useRef } from 'react';
import { BULK_MESSAGES } from '../messages';

interface PageCheckboxProps {
  /** How many rows of the page are ticked, of how many. */
  ticked: number;
  of: number;
  disabled: boolean;
  onChange: (selected: boolean) => void;
}

/** 'Select all on this page': ticked when every row is, mixed when some are. */
export function PageCheckbox({ ticked, of, disabled, onChange }: PageCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  const all = of > 0 && ticked === of;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = ticked > 0 && !all;
  }, [ticked, all]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={BULK_MESSAGES.selectPage}
      checked={all}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
