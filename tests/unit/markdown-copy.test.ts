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
    expect(md).toContain('Source: https://saturn.example/cli/install\n');
    expect(md).toContain('> What the page covers.');
    expect(md).toContain('## Check it\n');
    expect(md).toContain('Run `saturn version`, see [the reference](/cli/reference).');
  });

  // An article body, and what its Markdown copy must hold (and must not).
  const cases: {does: string; html: string; holds: string[]; never?: RegExp}[] = [
    {
      does: 'keeps a code block inside a list item as a fenced block under the item',
      html: '<ol><li><p>Add the repository:</p><div><pre class="language-bash"><code class="language-bash"><span class="token-line">helm repo add saturn x</span><span class="token-line">helm repo update</span></code></pre></div></li><li>Done.</li></ol>',
      holds: [
        '1. Add the repository:\n\n   ```bash\n   helm repo add saturn x\n   helm repo update\n   ```',
        '2. Done.',
      ],
    },
    {
      does: "takes a code block's language from the <pre> as Docusaurus renders it",
      html: '<div class="language-yaml theme-code-block"><pre class="prism-code language-yaml codeBlock_x"><code class="codeBlockLines_y"><div class="token-line"><span class="token key">schedule</span>: daily</div></code></pre></div>',
      holds: ['```yaml\nschedule: daily\n```'],
    },
    {
      does: 'keeps superscripts and subscripts as HTML, so 10<sup>16</sup> does not read 1016',
      html: '<p>It reaches 10<sup>16</sup>; x<sub>n</sub> is the last run.</p>',
      holds: ['It reaches 10<sup>16</sup>; x<sub>n</sub> is the last run.'],
    },
    {
      does: 'keeps text and inline elements of a block on one line, across React comments',
      html: '<details><summary>What each ping did (<!-- -->20<!-- --> events)</summary><ol><li>One.</li></ol></details>',
      holds: ['What each ping did (20 events)\n\n1. One.'],
    },
    {
      does: 'turns a description list into one line per term',
      html: '<dl><dt>Type<dd><code>string</code><dt>Commands<dd><a href="#saturn-run"><code>saturn<!-- --> <!-- -->run</code></a>, <a href="#saturn-ping"><code>saturn<!-- --> <!-- -->ping</code></a></dl>',
      holds: [
        '- **Type**: `string`\n- **Commands**: [`saturn run`](#saturn-run), [`saturn ping`](#saturn-ping)',
      ],
    },
    {
      does: 'reads a description list whose terms sit in divs, and keeps separate labels apart',
      html: '<dl><div><dt>MTBF<dd>7 days</div><div><dt>Failures<dd>4<!-- --> (1 still open)</div></dl><div><span>In progress</span><span>API</span></div><p><span><code>a</code></span><span>, </span><span><code>b</code></span></p>',
      holds: [
        '- **MTBF**: 7 days\n- **Failures**: 4 (1 still open)',
        'In progress API',
        '`a`, `b`',
      ],
    },
    {
      does: "keeps a tool's text area as a text block, line by line",
      html: '<textarea>\n# opened, resolved\n2026-10-03T02:00Z, open</textarea>',
      holds: ['```text\n# opened, resolved\n2026-10-03T02:00Z, open\n```'],
    },
    {
      does: 'turns tables into Markdown tables',
      html: '<table><thead><tr><th>Plan</th><th>Monitors</th></tr></thead><tbody><tr><td>Free</td><td>10</td></tr></tbody></table>',
      holds: ['| Plan | Monitors |\n| --- | --- |\n| Free | 10 |'],
    },
    {
      does: 'gives each tab panel under its tab’s name, without the row of tabs',
      html: '<div class="theme-tabs-container"><ul role="tablist"><li role="tab">Debian, Ubuntu</li><li role="tab">RHEL, Fedora</li></ul><div><p hidden>Debian, Ubuntu</p><div role="tabpanel"><p>apt</p></div><p hidden>RHEL, Fedora</p><div role="tabpanel" hidden><p>dnf</p></div></div></div>',
      holds: ['Debian, Ubuntu\n\napt\n\nRHEL, Fedora\n\ndnf'],
      never: /^- /m,
    },
    {
      does: 'keeps bold text, links and labels in the sentence of a list item that holds a nested list',
      html: '<ul><li><strong>Forbid</strong> holds the new run back. <span><span>The </span><code>x</code><span> rule.</span></span><ul><li>If it ends early.</li></ul></li></ul>',
      holds: ['- **Forbid** holds the new run back. The `x` rule.\n\n  - If it ends early.'],
    },
    {
      does: 'separates a label from the text it labels, and keeps hidden link text in the link',
      html:
        '<ul><li><span class="kind_a" data-kind="fixed">Fixed</span><span><span>A hook ran twice.</span></span></li></ul>' +
        '<div><p>Title</p><a href="/wordpress/install">Read the docs<span class="visually-hidden"> for <!-- -->Title</span></a></div>' +
        '<div class="meta_b"><span data-status="planned">Planned</span><span>Alerts</span></div>',
      holds: [
        '- Fixed A hook ran twice.',
        '[Read the docs for Title](/wordpress/install)',
        'Planned Alerts',
      ],
      never: /FixedA|PlannedAlerts/,
    },
  ];
  for (const {does, html, holds, never} of cases) {
    it(does, () => {
      const md = markdownOf(html);
      for (const text of holds) expect(md).toContain(text);
      if (never) expect(md).not.toMatch(never);
    });
  }

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
