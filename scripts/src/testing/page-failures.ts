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

/**
 * Figures broken inside a table cell ("US$ 1 .250,5 0", "23/11/20 26"): a text with digits and
 * no breakable space (money keeps its symbol with a no-break space) laid out on more than one
 * line. Answers each such text, empty when every money, date and reference reads as one word.
 * An e-mail address is no figure: a long one (test users' carry digits) may break where it must.
 */
export async function brokenFigures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const cell of Array.from(document.querySelectorAll('main td, #main-content td'))) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = (node.textContent ?? '').trim();
        if (!/\d/.test(text) || /[ \t\n]/.test(text) || text.includes('@')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set(
          Array.from(range.getClientRects())
            .filter((r) => r.width > 0)
            .map((r) => Math.round(r.top)),
        );
        if (lines.size > 1) found.push(`"${text}" on ${lines.size} lines`);
      }
    }
    return found;
  });
}

/**
 * Words split inside a table header or cell ("Ti|po", "Cotiza|ción", "Solicitu|d creada"): a word
 * of letters laid out on more than one line. A header's words never do; a cell's only when one
 * word alone is wider than any column could be (an e-mail address, which may break where it must).
 * Answers each such word with where it is, empty when every word reads whole.
 */
export async function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const cell of Array.from(
      document.querySelectorAll('main th, #main-content th, main td, #main-content td'),
    )) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of Array.from(text.matchAll(/[^\s]+/g))) {
          const word = match[0];
          if (word.length < 2 || word.includes('@')) continue;
          const range = document.createRange();
          range.setStart(node, match.index!);
          range.setEnd(node, match.index! + word.length);
          const lines = new Set(
            Array.from(range.getClientRects())
              .filter((r) => r.width > 0)
              .map((r) => Math.round(r.top)),
          );
          if (lines.size > 1) found.push(`${cell.tagName.toLowerCase()} "${word}" on ${lines.size} lines`);
        }
      }
    }
    return found;
  });
}

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
