// Browser: @easyops-cn/autocomplete.js (the navbar search box's dropdown) wraps
// each native event with Zepto's helpers, unless the event already has
// `isDefaultPrevented`. preact/compat gives every event it handles
// `isDefaultPrevented` and `isPropagationStopped` but not
// `isImmediatePropagationStopped`, which Zepto then calls: "t.isImmediatePropagationStopped
// is not a function" on each key typed into the box, and no suggestions.
// This adds the missing method to the events preact/compat handles.
import {options} from 'preact';
import 'preact/compat';

const previous = options.event;
options.event = (event) => {
  const handled = previous ? previous(event) : event;
  if (typeof handled.isImmediatePropagationStopped !== 'function') {
    let stopped = false;
    const stop = handled.stopImmediatePropagation;
    handled.stopImmediatePropagation = function stopImmediatePropagation() {
      stopped = true;
      return stop.call(this);
    };
    handled.isImmediatePropagationStopped = () => stopped;
  }
  return handled;
};
