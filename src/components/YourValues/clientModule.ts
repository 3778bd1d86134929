/**
 * Your values, in the browser on every page (registered in docusaurus.config.ts's
 * clientModules). Reads localStorage once; when the reader has set no value, it
 * does nothing else until they do (no observer, no DOM walk).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

import {applyValues, watchNewCode} from './apply';
import {followOtherTabs, getValues, hasValues, subscribe} from './store';
import './values.css';

function update(): void {
  const values = getValues();
  applyValues(document, values);
  if (hasValues(values)) watchNewCode(getValues);
}

if (ExecutionEnvironment.canUseDOM) {
  subscribe(update);
  followOtherTabs();
  if (hasValues(getValues())) {
    // The main bundle runs after the document is parsed (deferred script), before hydration;
    // hydration leaves code alone (src/hooks/useKeptServerMarkup.ts).
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', update);
    else update();
  }
}
