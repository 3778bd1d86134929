/**
 * "Your values" in the navbar, on every page (and in the mobile menu): a button
 * that opens the panel. The panel's code is loaded on the first click (Dialog.tsx),
 * so every page carries only this button. Without JavaScript the button would do
 * nothing, so it stays invisible (keeping its place) until React has hydrated.
 */
import React, {lazy, Suspense, useState, type ReactNode} from 'react';
import clsx from 'clsx';

import {loadEngine} from './store';
import styles from './styles.module.css';

// The engine first, so that store.ts knows it when the panel saves.
const Dialog = lazy(() => loadEngine().then(() => import('./Dialog')));

interface Props {
  mobile?: boolean;
  className?: string;
}

const label = 'Your values';

export default function YourValuesNavbarItem({mobile = false, className}: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const button = (
    <button
      type="button"
      aria-haspopup="dialog"
      className={clsx(
        mobile ? 'menu__link' : 'navbar__item navbar__link',
        styles.button,
        className,
      )}
      onClick={() => setOpen(true)}>
      {label}
    </button>
  );
  return (
    <>
      {mobile ? <li className="menu__list-item">{button}</li> : button}
      {open && (
        <Suspense fallback={null}>
          <Dialog title={label} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
