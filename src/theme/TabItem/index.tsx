// Wrapped, not ejected: tabs that work without JavaScript. Tabs cannot switch until the page's
// JavaScript runs, and upstream leaves a reader without it a row of tabs that do nothing and
// the panels the server wrote hidden. Each panel the server writes now follows its tab's name
// in a paragraph that is `hidden`; with scripting off (the CSS media feature `scripting: none`)
// styles.module.css shows those names and every panel, and hides the tab list. Tabs that
// render only the selected panel (`lazy`, the API reference's language tabs) then show that
// panel under its name, and the tabs that could not work are gone with the list. With
// JavaScript nothing changes: the names stay hidden.
import type {ReactNode} from 'react';
import TabItem from '@theme-original/TabItem';
import type TabItemType from '@theme/TabItem';
import type {WrapperProps} from '@docusaurus/types';
import {useTabs} from '@docusaurus/theme-common/internal';

import styles from './styles.module.css';

type Props = WrapperProps<typeof TabItemType>;

export default function TabItemWrapper(props: Props): ReactNode {
  const {selectedValue, lazy, tabValues} = useTabs();
  const rendered = !lazy || props.value === selectedValue;
  const label = tabValues.find((tab) => tab.value === props.value)?.label ?? props.value;
  return (
    <>
      {rendered && (
        <p className={styles.label} hidden>
          {label}
        </p>
      )}
      <TabItem {...props} />
    </>
  );
}
