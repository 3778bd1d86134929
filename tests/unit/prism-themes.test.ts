import {describe, expect, it} from 'vitest';

import {darkCodeTheme, lightCodeTheme} from '../../plugins/code-blocks/themes';

function rgb(colour: string): [number, number, number] {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex)
    return hex[1]!.match(/../g)!.map((pair) => parseInt(pair, 16)) as [number, number, number];
  const fn = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(colour);
  if (fn) return [Number(fn[1]), Number(fn[2]), Number(fn[3])];
  throw new Error(`Unsupported colour "${colour}": use #rrggbb or rgb()`);
}

function luminance(colour: string): number {
  const [r, g, b] = rgb(colour).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

describe.each([
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
])('the %s code theme', (_, theme) => {
  it('gives every token at least 4.5:1 against the code background', () => {
    const background = theme.plain.backgroundColor!;
    const colours = [
      ['plain', theme.plain.color!],
      ...theme.styles
        .filter((style) => style.style.color)
        .map((style) => [style.types.join(','), style.style.color!]),
    ];
    const failing = colours
      .filter(([, colour]) => !/rgba\(.*,\s*0?\.\d+\)/.test(colour!)) // translucent colours are not used for text
      .map(([types, colour]) => [types, colour, contrast(colour!, background)] as const)
      .filter(([, , ratio]) => ratio < 4.5)
      .map(([types, colour, ratio]) => `${types} ${colour} ${ratio.toFixed(2)}:1`);
    expect(failing).toEqual([]);
  });
});
