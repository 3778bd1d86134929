/**
 * Ctrl/Cmd+K, as an inline script in every page's head: it listens from the first byte of the
 * page, before the main bundle has downloaded and hydrated the navbar, and it stays the one
 * listener afterwards (it looks the box up on each press, so it finds the loaded box and the box
 * of a page reached in the app). Focusing the server-rendered box before hydration is enough:
 * `theme/SearchBar` loads search for a box that was focused or typed into before it hydrated.
 * The Content-Security-Policy allows it by its hash, which plugins/delivery computes from the
 * built pages.
 */
import {APPLE_PLATFORM, SEARCH_INPUT_SELECTOR, SHORTCUT_KEY} from './constants';

/** The script's text: plain ES5, no dependency, a few hundred bytes in every page. */
export function shortcutScript(): string {
  return [
    `document.addEventListener('keydown',function(e){`,
    // Chrome's autofill sends keydown events without a key.
    `if(!e.key||e.key.toLowerCase()!==${JSON.stringify(SHORTCUT_KEY)}||e.altKey||e.shiftKey)return;`,
    `var n=navigator,p=(n.userAgentData&&n.userAgentData.platform)||n.platform||'';`,
    `var a=${APPLE_PLATFORM.toString()}.test(p);`,
    `if(a?!(e.metaKey&&!e.ctrlKey):!(e.ctrlKey&&!e.metaKey))return;`,
    `var b=document.querySelector(${JSON.stringify(SEARCH_INPUT_SELECTOR)});`,
    `if(!b)return;e.preventDefault();b.focus();b.select()})`,
  ].join('');
}
