import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

// WCAG 2.1 relative luminance and contrast ratio.
function luminance(hex: string): number {
  const channels = hex
    .replace('#', '')
    .match(/../g)!
    .map((pair) => parseInt(pair, 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const [r = 0, g = 0, b = 0] = channels;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

const css = fs.readFileSync(path.join(__dirname, '../../src/css/custom.css'), 'utf8');
function variable(block: string, name: string): string {
  const match = new RegExp(`${name}:\\s*(#[0-9a-fA-F]{6})`).exec(block);
  if (!match) throw new Error(`${name} is not set to a #rrggbb colour in this block of custom.css`);
  return match[1]!;
}
const lightBlock = css.slice(css.indexOf(':root'), css.indexOf("[data-theme='dark']"));
const darkBlock = css.slice(css.indexOf("[data-theme='dark']"));

// Infima's page backgrounds in each mode.
const lightBackground = '#ffffff';
const darkBackground = '#1b1b1d';

describe('brand colours meet WCAG AA (4.5:1 for text)', () => {
  it('light-mode links and buttons on white', () => {
    const primary = variable(lightBlock, '--ifm-color-primary');
    expect(contrast(primary, lightBackground)).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#ffffff', primary), 'white button text').toBeGreaterThanOrEqual(4.5);
  });

  it('dark-mode links and buttons on the dark background', () => {
    const primary = variable(darkBlock, '--ifm-color-primary');
    expect(contrast(primary, darkBackground)).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#000000', primary), 'dark button text').toBeGreaterThanOrEqual(4.5);
  });

  it('footer links on the footer background in both modes', () => {
    const footerLink = '#e3ddff';
    expect(
      contrast(footerLink, variable(lightBlock, '--ifm-footer-background-color')),
    ).toBeGreaterThanOrEqual(4.5);
    expect(
      contrast(footerLink, variable(darkBlock, '--ifm-footer-background-color')),
    ).toBeGreaterThanOrEqual(4.5);
  });
});
