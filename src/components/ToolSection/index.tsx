/**
 * The frame of an interactive tool (calculators, explorers, sandboxes): a region named by its
 * title. The title is not a heading: the page introduces each tool with its own h2, which is in
 * the table of contents; a second heading for the same thing would be one the table lacks.
 */
import type {ComponentProps, ReactNode} from 'react';
import clsx from 'clsx';

import styles from '@site/src/css/tool.module.css';

interface Props extends Omit<ComponentProps<'section'>, 'id' | 'title'> {
  /** The tool's id (`useToolForm`'s name): the title gets `${id}-title`. */
  id: string;
  title: string;
  children: ReactNode;
}

export default function ToolSection({id, title, className, children, ...rest}: Props): ReactNode {
  return (
    <section className={clsx(styles.tool, className)} aria-labelledby={`${id}-title`} {...rest}>
      <p id={`${id}-title`} className={styles.title}>
        {title}
      </p>
      {children}
    </section>
  );
}
