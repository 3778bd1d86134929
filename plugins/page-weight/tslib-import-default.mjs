// The one tslib helper the browser bundle calls: @docusaurus/utils-common's
// CommonJS build uses `tslib_1.__importDefault`. A CommonJS require of tslib
// keeps every helper in the bundle (3.9 KiB gzip); this file is 0.1 KiB.
// Same behaviour as tslib 2.9's __importDefault.
export function __importDefault(mod) {
  return mod && mod.__esModule ? mod : {default: mod};
}
