import type { Page } from 'playwright-core';

/** An api answer or console error a browser test did not expect. */
export interface PageFailure {
  kind: 'response' | 'console' | 'pageerror';
  text: string;
}

/**
 * Watches a page for failed requests (any 4xx or 5xx of the api), console errors and uncaught
 * exceptions: in normal use no screen may fail a request (issue 16). A test names the failures
 * it provokes on purpose (`expected`: "METHOD path-regex status"), and asserts `failures()` is empty.
 */
export function watchFailures(page: Page, expected: { method: string; path: RegExp; status: number }[] = []) {
  const seen: PageFailure[] = [];
  const allowed = [...expected];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (res.status() < 400 || !url.pathname.startsWith('/api/')) return;
    const method = res.request().method();
    const at = allowed.findIndex(
      (e) => e.method === method && e.path.test(url.pathname) && e.status === res.status(),
    );
    if (at >= 0) return void allowed.splice(at, 1);
    seen.push({ kind: 'response', text: `${method} ${url.pathname} ${res.status()}` });
  });
  page.on('console', (msg) => {
    // The browser logs each failed request as a console error too; the response above names it.
    if (msg.type() !== 'error' || /Failed to load resource/.test(msg.text())) return;
    seen.push({ kind: 'console', text: msg.text() });
  });
  page.on('pageerror', (err) => seen.push({ kind: 'pageerror', text: err.message }));
  return {
    /** Expect one more failure (e.g. a refusal the test provokes next). */
    expect(method: string, path: RegExp, status: number) {
      allowed.push({ method, path, status });
    },
    failures: () => seen.map((f) => `${f.kind}: ${f.text}`),
  };
}

/** Whether the page scrolls sideways: its content is wider than the viewport. */
export async function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; viewport: number }> {
  return page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    viewport: window.innerWidth,
  }));
}

/**
 * Tables cut off by a box around them ("Total en B", "Fec"): a table wider than an ancestor that
 * hides overflow, or scrolled sideways inside it (its columns hidden behind the scroll).
 * Answers a description of each, empty when every table shows all of its columns.
 */
export async function clippedTables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const table of Array.from(document.querySelectorAll('main table, #main-content table'))) {
      const right = table.getBoundingClientRect().right;
      for (let box = table.parentElement; box && box !== document.body; box = box.parentElement) {
        const overflow = getComputedStyle(box).overflowX;
        if (overflow === 'visible') continue;
        const hidesPart =
          box.scrollWidth > box.clientWidth + 1 || right > box.getBoundingClientRect().right + 1;
        if (hidesPart) {
          const caption = (table.querySelector('th')?.textContent ?? '').trim().slice(0, 40);
          found.push(
            `table "${caption}…" is ${table.scrollWidth} px in a ${box.clientWidth} px box (${overflow})`,
          );
          break;
        }
      }
    }
    return found;
  });
}

/** Which texts a check reads as one word each: see the three checks below. */
type OneWord = 'figures' | 'words' | 'references';

/**
 * Each text `check` reads as one word that is laid out on more than one line, with the number of
 * lines it takes. The three checks share one page function because a page function cannot call
 * anything of this file: walking the text and measuring a word's lines are written once, here.
 */
async function wordsOnSeveralLines(page: Page, check: OneWord): Promise<string[]> {
  return page.evaluate((check) => {
    type Word = [start: number, end: number, said: string];
    const matches = (text: string, pattern: RegExp) =>
      Array.from(text.matchAll(pattern)).map((m): Word => [m.index!, m.index! + m[0].length, m[0]]);
    // Where each check looks (the references' check, the page's first <main>), and its words in a text.
    const roots = {
      figures: () => Array.from(document.querySelectorAll('main td, #main-content td')),
      words: () =>
        Array.from(document.querySelectorAll('main th, #main-content th, main td, #main-content td')),
      references: () => [document.querySelector('main')].filter((main) => main !== null),
    }[check]();
    const wordsOf = {
      figures: (text: string): Word[] => {
        const figure = text.trim();
        const one = /\d/.test(figure) && !/[ \t\n]/.test(figure) && !figure.includes('@');
        return one ? [[0, text.length, figure]] : [];
      },
      words: (text: string) =>
        matches(text, /[^\s]+/g).filter(([, , w]) => w.length >= 2 && !w.includes('@')),
      references: (text: string, node: Node) => [
        ...matches(text, /\b[A-Z]{2}-\d{4}-\d+\b/g),
        ...matches(text, /[^\s@]+@[^\s@]+\.[A-Za-z]{2,}/g),
        ...(node.parentElement?.closest('a[href^="tel:"]') && text.trim()
          ? [[0, text.length, text] as Word]
          : []),
      ],
    }[check];
    const found: string[] = [];
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        for (const [start, end, word] of wordsOf(node.textContent ?? '', node)) {
          const range = document.createRange();
          range.setStart(node, start);
          range.setEnd(node, end);
          const lines = new Set(
            Array.from(range.getClientRects())
              .filter((r) => r.width > 0)
              .map((r) => Math.round(r.top)),
          );
          // A table's word is said with the kind of cell it is in.
          const where = check === 'words' ? `${root.tagName.toLowerCase()} ` : '';
          if (lines.size > 1) found.push(`${where}"${word}" on ${lines.size} lines`);
        }
    }
    return found;
  }, check);
}

/**
 * Figures broken inside a table cell ("US$ 1 .250,5 0", "23/11/20 26"): a text with digits and
 * no breakable space (money keeps its symbol with a no-break space) laid out on more than one
 * line. Answers each such text, empty when every money, date and reference reads as one word.
 * An e-mail address is no figure: a long one (test users' carry digits) may break where it must.
 */
export const brokenFigures = (page: Page) => wordsOnSeveralLines(page, 'figures');

/**
 * Words split inside a table header or cell ("Ti|po", "Cotiza|ción", "Solicitu|d creada"): a word
 * of letters laid out on more than one line. A header's words never do; a cell's only when one
 * word alone is wider than any column could be (an e-mail address, which may break where it must).
 * Answers each such word with where it is, empty when every word reads whole.
 */
export const brokenWords = (page: Page) => wordsOnSeveralLines(page, 'words');

/**
 * Case references, e-mail addresses and telephone numbers laid out on more than one line in the
 * page's content ("CP-" | "2026-000123", "jose.nu" | "nez@…", "+54 11" | "4321 5678"): each is
 * one word to its reader, who copies, dials or searches it whole. Answers each such text with
 * the number of lines it takes, empty when every one reads on one line.
 */
export const brokenInside = (page: Page) => wordsOnSeveralLines(page, 'references');

/**
 * Texts cut short inside `selector`'s elements ("Solicitações de ress…"): an element whose text
 * is wider than its box while it hides the rest (ellipsis or overflow hidden). Answers each cut
 * text, empty when every one reads whole.
 */
export async function cutTexts(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const found: string[] = [];
    for (const root of Array.from(document.querySelectorAll(sel)))
      for (const el of [root, ...Array.from(root.querySelectorAll('*'))] as HTMLElement[]) {
        const style = getComputedStyle(el);
        const hides = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
        if (hides && el.textContent?.trim() && el.scrollWidth > el.clientWidth + 1)
          found.push(`"${el.textContent.trim()}" cut (${el.scrollWidth} px in ${el.clientWidth})`);
      }
    return found;
  }, selector);
}
