'use client';

import { cx } from '../cx';
import { ControlField, type BaseProps } from './fieldBase';
import styles from './fieldBase.module.css';

interface TextAreaFieldProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  rows?: number;
}

export function TextAreaField({ value, onChange, maxLength, rows = 6, ...field }: TextAreaFieldProps) {
  return (
    <ControlField<HTMLTextAreaElement> {...field} counter={{ value, max: maxLength }} onEarlyValue={onChange}>
      {(control, aria) => (
        <textarea
          {...control}
          className={cx(control.className, styles.textArea)}
          rows={rows}
          value={value}
          maxLength={maxLength}
          {...aria}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </ControlField>
  );
}
