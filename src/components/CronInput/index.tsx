/**
 * The input for a cron expression in the tools that take one (schedule explorer, lateness
 * timeline): no spelling check or autocomplete. It holds up to 2,000 characters, more than the
 * 256 Saturn accepts (`cronMaxLength`), so a longer expression is not cut silently: the parser
 * says what is wrong with it.
 */
import type {ComponentProps, ReactNode} from 'react';

import tool from '@site/src/css/tool.module.css';

interface Props extends Omit<ComponentProps<'input'>, 'id' | 'value' | 'onChange' | 'className'> {
  id: string;
  value: string;
  onChange: (value: string) => void;
}

export default function CronInput({id, value, onChange, ...rest}: Props): ReactNode {
  return (
    <input
      id={id}
      className={`${tool.input} ${tool.code}`}
      value={value}
      spellCheck={false}
      autoComplete="off"
      maxLength={2000}
      {...rest}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
