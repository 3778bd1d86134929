// Thin wrapper (perf, issue 9): Mermaid is about 150 KiB of JavaScript (gzip)
// plus a diagram-type chunk, and rendering a diagram is a long main-thread
// task. The original component loads and renders it right after hydration on
// every page with a diagram, even when the diagram is far below the fold. This
// wrapper renders it only when the diagram comes within 600px of the viewport
// (or the page is printed), so the page becomes interactive first and readers
// who never scroll that far never download Mermaid. Stable class name:
// `saturn-mermaid` (used by the browser tests to scroll to a diagram).
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Mermaid from '@theme-original/Mermaid';
import type {Props} from '@theme/Mermaid';

import styles from './styles.module.css';

export default function LazyMermaid(props: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      {rootMargin: '600px 0px'},
    );
    observer.observe(element);
    const onPrint = () => setNear(true);
    window.addEventListener('beforeprint', onPrint);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', onPrint);
    };
  }, []);
  return (
    <div ref={ref} className={clsx('saturn-mermaid', styles.slot)}>
      {near ? <Mermaid {...props} /> : null}
    </div>
  );
}
