// Upstream: tslib/tslib.es6.mjs
// Saves or fixes: @docusaurus/utils-common's CommonJS build calls one tslib helper,
//   `tslib_1.__importDefault`; a CommonJS require of tslib keeps every helper in main.js,
//   on every page. This file is that one helper, with tslib 2's behaviour
//   (tests/unit/page-weight.test.ts). `npm run bench:overrides` measures it.
// Retire when: @docusaurus/utils-common ships ES modules, or is compiled without
//   `importHelpers`, so the bundler keeps only the helpers it uses.
export function __importDefault(mod) {
  return mod && mod.__esModule ? mod : {default: mod};
}
