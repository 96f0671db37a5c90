// Plain JavaScript, as ui-config.mjs says why; its types are in boot-page.d.mts.

/**
 * A Vite plugin that writes a UI's index.html: its title, and a spinner in its colour shown
 * until the app's first render replaces it, so a slow line still sees the page is coming.
 *
 * @param {import('./boot-page.d.mts').BootPageOptions} options
 * @returns {import('vite').Plugin}
 */
export function bootPage(options) {
  return {
    name: 'claims-boot-page',
    // 'pre': the page is written before Vite reads it for the entry script it bundles.
    transformIndexHtml: { order: 'pre', handler: () => pageHtml(options) },
  };
}

/** @param {import('./boot-page.d.mts').BootPageOptions} options */
function pageHtml({ title, spinnerColour }) {
  return `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
  </head>
  <body>
    <style>
      .boot {
        display: grid;
        place-items: center;
        height: 100vh;
      }
      .boot span {
        width: 40px;
        height: 40px;
        border: 4px solid #d5dbe3;
        border-top-color: ${spinnerColour};
        border-radius: 50%;
        animation: boot-spin 0.9s linear infinite;
      }
      @keyframes boot-spin {
        to {
          transform: rotate(360deg);
        }
      }
    </style>
    <div id="root">
      <div class="boot" role="progressbar" aria-busy="true"><span></span></div>
    </div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`;
}
