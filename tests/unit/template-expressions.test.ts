import {describe, expect, it} from 'vitest';

import {
  findExpressions,
  markdownProseLines,
  readableHtmlText,
} from '../checks/template-expressions';

describe('findExpressions', () => {
  it('finds model values and string literals left as typed', () => {
    expect(findExpressions('Allow {emailSender.address} in your spam filter')).toEqual([
      '{emailSender.address}',
    ]);
    expect(findExpressions('ping failed after {pingClient.retries + 1} attempts')).toEqual([
      '{pingClient.retries + 1}',
    ]);
    expect(findExpressions(`answered ({'{"received": true}'}, as always)`)).toEqual([
      `{'{"received": true}'}`,
    ]);
    expect(findExpressions('{plans[0].name} and {format(x)} and {a?.b}')).toEqual([
      '{plans[0].name}',
      '{format(x)}',
      '{a?.b}',
    ]);
  });

  it('leaves JSON, path templates and prose braces alone', () => {
    expect(findExpressions('{"error": "Invalid token"}')).toEqual([]);
    expect(findExpressions('POST /api/ping/{monitorId}/start')).toEqual([]);
    expect(findExpressions('the set {1, 2, 3} and {}')).toEqual([]);
  });
});

describe('readableHtmlText', () => {
  it('reads inline code and leaves code blocks out', () => {
    const {body, title, description} = readableHtmlText(
      '<html><head><title>{product.name} docs</title><meta name="description" content="About {x.y}"></head><body><p>Run <code>{product.cli} run</code>.</p><pre><code>const a = {b.c};</code></pre></body></html>',
    );
    expect(findExpressions(body)).toEqual(['{product.cli}']);
    expect(findExpressions(title)).toEqual(['{product.name}']);
    expect(findExpressions(description)).toEqual(['{x.y}']);
  });
});

describe('markdownProseLines', () => {
  it('leaves fenced blocks out, whatever their fence', () => {
    const lines = markdownProseLines(
      'Text {a.b}\n```js\nconst x = {y.z};\n```\n~~~~\n{c.d}\n~~~~\nMore',
    ).map((line) => line.text);
    expect(lines).toEqual(['Text {a.b}', 'More']);
  });
});
