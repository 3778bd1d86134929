// The navigation progress bar of theme-classic (its client module calls
// `configure({showSpinner: false})`, `start()` and `done()`), without the rest of
// nprogress 0.2.0: the same markup (#nprogress > .bar > .peg, styled by
// theme-classic's nprogress.css), the same defaults (minimum 0.08, 200 ms ease,
// a trickle every 800 ms) and no spinner. nprogress is 1.6 KiB gzip in main.js.
const speed = 200;
let status = null;
let element = null;

function render(fresh) {
  if (!element) {
    element = document.createElement('div');
    element.id = 'nprogress';
    // nprogress writes role="bar", which is no ARIA role: this one is a progress bar with a name.
    element.innerHTML =
      '<div class="bar" role="progressbar" aria-label="Loading the page" aria-valuemin="0" aria-valuemax="100"><div class="peg"></div></div>';
    element.firstChild.style.transform = `translate3d(${fresh ? -100 : (status - 1) * 100}%,0,0)`;
    document.documentElement.classList.add('nprogress-busy');
    document.body.appendChild(element);
  }
  return element;
}

function set(n) {
  const fresh = status === null;
  n = Math.min(Math.max(n, 0.08), 1);
  status = n === 1 ? null : n;
  const progress = render(fresh);
  const bar = progress.firstChild;
  bar.setAttribute('aria-valuenow', String(Math.round(n * 100)));
  if (n < 1) progress.style.cssText = ''; // back from a fade-out that a new start interrupted
  void progress.offsetWidth; // start the transition from the position rendered
  bar.style.transition = `all ${speed}ms ease`;
  bar.style.transform = `translate3d(${(n - 1) * 100}%,0,0)`;
  if (n === 1) {
    progress.style.transition = 'none';
    progress.style.opacity = '1';
    setTimeout(() => {
      progress.style.transition = `all ${speed}ms linear`;
      progress.style.opacity = '0';
      setTimeout(() => {
        if (status !== null) return; // started again meanwhile
        progress.remove();
        if (element === progress) element = null;
        document.documentElement.classList.remove('nprogress-busy');
      }, speed);
    }, speed);
  }
}

function inc(amount) {
  if (status === null) return start();
  const step = amount ?? (1 - status) * Math.min(Math.max(Math.random() * status, 0.1), 0.95);
  set(Math.min(status + step, 0.994));
}

function start() {
  if (!status) set(0);
  const work = () =>
    setTimeout(() => {
      if (status === null) return;
      inc(Math.random() * 0.02);
      work();
    }, 800);
  work();
}

function done() {
  if (status === null) return;
  inc(0.3 + 0.5 * Math.random());
  set(1);
}

export default {configure() {}, start, done, set, inc};
