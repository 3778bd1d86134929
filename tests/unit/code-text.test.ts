import {describe, expect, it} from 'vitest';

import {codeBlocksAsText} from '../../plugins/code-blocks/code-text';
import {extractDocsPage} from '../../plugins/search/sources/docs';

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

describe('the search index reads pages with their code as text', () => {
  it('gets the words of each code line, decoded, with no token markup', () => {
    const page = `<html><head><title>T</title></head><body><article><div class="theme-doc-markdown markdown"><header><h1>Page</h1></header>${block}</div></article></body></html>`;
    expect(extractDocsPage(page)?.sections[0]?.text).toBe('Run: echo "a <b>" done After x.');
  });
});
