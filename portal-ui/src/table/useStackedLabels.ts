import { useEffect, type RefObject } from 'react';

/**
 * Gives every cell of the tables inside `ref` its column's header as `data-label`, so that on a
 * phone (styles.css, max-width 600px) a row can stack as "label: value" lines instead of being
 * cut. Done here once for every card rather than in each card's markup, and kept up to date as
 * rows arrive (a log entry, an uploaded file).
 */
export function useStackedLabels(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const label = () => {
      for (const table of Array.from(root.querySelectorAll('table'))) {
        const headers = Array.from(table.querySelectorAll('thead th')).map(
          (th) => th.textContent?.trim() ?? '',
        );
        for (const row of Array.from(table.querySelectorAll('tbody tr, tfoot tr'))) {
          Array.from(row.children).forEach((cell, i) => {
            const text = headers[i];
            // A cell labelled by its own component (DataTable) keeps that label.
            const own = cell.hasAttribute('data-label') && !cell.hasAttribute('data-label-from-header');
            if (
              !text ||
              own ||
              (cell as HTMLTableCellElement).colSpan !== 1 ||
              cell.getAttribute('data-label') === text
            )
              return;
            cell.setAttribute('data-label', text);
            cell.setAttribute('data-label-from-header', '');
          });
        }
      }
    };
    label();
    const observer = new MutationObserver(label);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [ref]);
}
