/**
 * theme-classic's navigation progress bar (nprogress) marks its bar `role="bar"`, which is
 * no ARIA role. The bar is decoration: the page's content changing is what a reader, and a
 * screen reader, follows. So it gets no role, and nprogress finds it by its class instead.
 * theme-classic's own client module sets the rest (no spinner, shown after 200 ms).
 */
import nprogress from 'nprogress';

nprogress.configure({
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});
