import type { Page } from 'playwright-core';

/**
 * Case references, e-mail addresses and telephone numbers laid out on more than one line in the
 * page's content ("CP-" | "2026-000123", "jose.nu" | "nez@…", "+54 11" | "4321 5678"): each is
 * one word to its reader, who copies, dials or searches it whole. Answers each such text with
 * the number of lines it takes, empty when every one reads on one line.
 */
export async function brokenInside(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const main = document.querySelector('main');
    if (!main) return found;
    const patterns = [/\b[A-Z]{2}-\d{4}-\d+\b/g, /[^\s@]+@[^\s@]+\.[A-Za-z]{2,}/g];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const words: [number, string][] = patterns.flatMap((p) =>
        Array.from(text.matchAll(p)).map((m): [number, string] => [m.index!, m[0]]),
      );
      if (node.parentElement?.closest('a[href^="tel:"]') && text.trim()) words.push([0, text]);
      for (const [at, word] of words) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + word.length);
        const lines = new Set(
          Array.from(range.getClientRects())
            .filter((r) => r.width > 0)
            .map((r) => Math.round(r.top)),
        );
        if (lines.size > 1) found.push(`"${word}" on ${lines.size} lines`);
      }
    }
    return found;
  });
}
