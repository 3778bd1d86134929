/**
 * A tool made of text fields and a conclusion (the MTBF, health score and anomaly tools): the
 * frame, the fields, and a live region that shows the tool's error list while any input is
 * invalid, else `children`.
 */
import type {ReactNode} from 'react';

import styles from '@site/src/css/tool.module.css';
import type {ToolFormState} from '@site/src/hooks/useToolForm';
import ToolErrors from '@site/src/components/ToolErrors';
import {ToolFields, type ToolFieldError, type ToolFieldSpec} from '@site/src/components/ToolField';
import ToolSection from '@site/src/components/ToolSection';

interface Props<K extends string> {
  form: ToolFormState<K>;
  title: string;
  fields: readonly ToolFieldSpec<K>[];
  errors: readonly ToolFieldError<K>[];
  /** Above the fields. */
  intro?: ReactNode;
  /** What the tool concludes, announced when it changes. */
  children: ReactNode;
  /** Under the conclusion and not announced (a long table). */
  details?: ReactNode;
}

export default function ToolForm<K extends string>({
  form,
  title,
  fields,
  errors,
  intro,
  children,
  details,
}: Props<K>): ReactNode {
  const valid = errors.length === 0;
  return (
    <ToolSection id={form.id} title={title}>
      {intro}
      <div className={styles.fields}>
        <ToolFields form={form} fields={fields} errors={errors} />
      </div>

      <div aria-live="polite">
        {valid ? (
          children
        ) : (
          <ToolErrors id={form.errorId} messages={errors.map((error) => error.message)} />
        )}
      </div>
      {valid && details}
    </ToolSection>
  );
}
