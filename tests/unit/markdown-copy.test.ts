import {describe, expect, it} from 'vitest';

import {pageToMarkdown} from '../../plugins/delivery/markdown';
import {diagramKey, findDocsFences} from '../../plugins/diagrams/diagrams';

const page = (body: string) =>
  `<html><head><title>T</title><meta name="description" content="What the page covers."></head>
  <body><article><div class="theme-doc-markdown markdown"><header><h1>Install the CLI</h1></header>${body}</div></article></body></html>`;

/** The Markdown copy of a docs page whose article holds `body`. */
const markdownOf = (body: string, url = 'u'): string => pageToMarkdown(page(body), url)!;

describe('pageToMarkdown', () => {
  it('keeps the title, description, headings, links and inline code', () => {
    const md = markdownOf(
      '<h2 id="a">Check it<a class="hash-link" href="#a">#</a></h2><p>Run <code>saturn version</code>, see <a href="/cli/reference">the reference</a>.</p>',
      'https://saturn.example/cli/install',
    );
    expect(md).toContain('# Install the CLI\n');
    expect(md).toContain('> What the page covers.');
    expect(md).toContain('## Check it\n');
    expect(md).toContain('Run `saturn version`, see [the reference](/cli/reference).');
  });

  it('keeps a code block inside a list item as a fenced block under the item', () => {
    const md = markdownOf(
      '<ol><li><p>Add the repository:</p><div><pre class="language-bash"><code class="language-bash"><span class="token-line">helm repo add saturn x</span><span class="token-line">helm repo update</span></code></pre></div></li><li>Done.</li></ol>',
    );
    expect(md).toContain(
      '1. Add the repository:\n\n   ```bash\n   helm repo add saturn x\n   helm repo update\n   ```',
    );
    expect(md).toContain('2. Done.');
  });

  it("takes a code block's language from the <pre> as Docusaurus renders it", () => {
    const md = markdownOf(
      '<div class="language-yaml theme-code-block"><pre class="prism-code language-yaml codeBlock_x"><code class="codeBlockLines_y"><div class="token-line"><span class="token key">schedule</span>: daily</div></code></pre></div>',
    );
    expect(md).toContain('```yaml\nschedule: daily\n```');
  });

  it('keeps superscripts and subscripts as HTML, so 10<sup>16</sup> does not read 1016', () => {
    const md = markdownOf('<p>It reaches 10<sup>16</sup>; x<sub>n</sub> is the last run.</p>');
    expect(md).toContain('It reaches 10<sup>16</sup>; x<sub>n</sub> is the last run.');
  });

  it('turns tables into Markdown tables', () => {
    const md = markdownOf(
      '<table><thead><tr><th>Plan</th><th>Monitors</th></tr></thead><tbody><tr><td>Free</td><td>10</td></tr></tbody></table>',
    );
    expect(md).toContain('| Plan | Monitors |\n| --- | --- |\n| Free | 10 |');
  });

  it('gives each tab panel under its tab’s name, without the row of tabs', () => {
    const md = markdownOf(
      '<div class="theme-tabs-container"><ul role="tablist"><li role="tab">Debian, Ubuntu</li><li role="tab">RHEL, Fedora</li></ul><div><p hidden>Debian, Ubuntu</p><div role="tabpanel"><p>apt</p></div><p hidden>RHEL, Fedora</p><div role="tabpanel" hidden><p>dnf</p></div></div></div>',
    );
    expect(md).toContain('Debian, Ubuntu\n\napt\n\nRHEL, Fedora\n\ndnf');
    expect(md).not.toMatch(/^- /m);
  });

  it('gives a drawn diagram as its Mermaid source', () => {
    const [fence] = findDocsFences().filter((f) => f.file.endsWith('incidents/lifecycle.mdx'));
    const key = diagramKey(fence!.code);
    const md = markdownOf(
      `<p>Before.</p><figure class="saturn-diagram" data-diagram="${key}"><div class="saturn-diagram__svgs"><div class="saturn-diagram__light"><svg><text>OPEN</text></svg></div></div></figure><p>After.</p>`,
    );
    expect(md).toContain(`Before.\n\n\`\`\`mermaid\n${fence!.code}\n\`\`\`\n\nAfter.`);
    expect(md).not.toContain('<svg');
  });

  it('returns null for a page that is not a docs article', () => {
    expect(pageToMarkdown('<html><body><main>Home</main></body></html>', 'u')).toBeNull();
  });
});
