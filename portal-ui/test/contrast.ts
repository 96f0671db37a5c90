import type { Locator } from 'playwright-core';

/**
 * The WCAG contrast ratio of an element's text against the background it is drawn on (its own,
 * else the first opaque one behind it), as the browser computes them at that moment: hovered,
 * focused or not. AA asks 4.5:1 for text of normal size.
 */
export async function contrastOf(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const [R, G, B] = [r, g, b].map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
    };
    let background = [255, 255, 255];
    for (let box: Element | null = node; box; box = box.parentElement) {
      const color = rgb(getComputedStyle(box).backgroundColor);
      if (color.length === 3 || (color.length === 4 && color[3]! > 0.99)) {
        background = color.slice(0, 3);
        break;
      }
    }
    const [light, dark] = [luminance(rgb(getComputedStyle(node).color)), luminance(background)].sort(
      (a, b) => b - a,
    );
    return (light! + 0.05) / (dark! + 0.05);
  });
}
