import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

import {codeBlocksAsText} from '../../plugins/code-blocks/code-text';
import {flattenCodeBeforeParse} from '../../plugins/search';

const block =
  '<p>Run:</p><div class="language-bash"><pre class="prism-code language-bash" tabindex=0><code class=codeBlockLines_x>' +
  '<div class=token-line><span class="token function">echo</span><span class="token plain"> </span><span class="token string">"a &lt;b&gt;"</span><br/></div>' +
  '<div class=token-line><span class="token plain"></span><br/></div>' +
  '<div class=token-line><span class="token plain">done</span><br/></div>' +
  '</code></pre></div><p>After <code>x</code>.</p>';

describe('codeBlocksAsText', () => {
  it('keeps each <pre> with its lines as text, escaped as before, and the rest of the page as it was', () => {
    expect(codeBlocksAsText(block, '\n', '')).toBe(
      '<p>Run:</p><div class="language-bash"><pre class="prism-code language-bash" tabindex=0>' +
        'echo "a &lt;b&gt;"\n\ndone\n</pre></div><p>After <code>x</code>.</p>',
    );
  });

  it('gives the search index the same words with spaces for line ends and breaks', () => {
    expect(codeBlocksAsText(block, ' ', ' ')).toContain('>echo "a &lt;b&gt;"    done  </pre>');
  });

  it('leaves a <pre> without token lines as its text', () => {
    expect(codeBlocksAsText('<pre>plain <b>bold</b></pre>', '\n', '')).toBe(
      '<pre>plain bold</pre>',
    );
  });
});

describe('the search plugin reads pages with their code as text', () => {
  it("replaces the plugin's parse once, and the index it builds sees the same text", () => {
    const require = createRequire(import.meta.url);
    const parseFile = path.join(
      path.dirname(require.resolve('@easyops-cn/docusaurus-search-local')),
      'utils/parse.js',
    );
    const parseModule = require(parseFile) as {parse: (...args: unknown[]) => unknown};
    const original = parseModule.parse;
    const page = `<html><head><title>T</title></head><body><article><h1>Page</h1>${block}</article></body></html>`;
    const options = {ignoreCssSelectors: [], forceIgnoreNoIndex: false};
    const before = original(page, 'docs', '/page', options);
    flattenCodeBeforeParse();
    flattenCodeBeforeParse();
    expect(parseModule.parse).not.toBe(original);
    expect(parseModule.parse(page, 'docs', '/page', options)).toEqual(before);
  });
});
