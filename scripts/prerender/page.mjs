// The HTML of a prerendered screen: the app's built index.html with the screen inside #root
// and the screen's styles in <head>, so the browser paints it before any script has loaded.

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * index.html with `html` inside its empty #root, marked with the address it was rendered for
 * (the app hydrates it only there), and `styles` (<style> elements) at the end of <head>.
 * @param {string} indexHtml the app's built index.html
 * @param {{ location: string, html: string, styles: string }} screen
 */
export function pageWithScreen(indexHtml, { location, html, styles }) {
  if (!indexHtml.includes(EMPTY_ROOT) || !indexHtml.includes('</head>')) {
    throw new Error(`index.html has no ${EMPTY_ROOT} or </head> to put the screen in`);
  }
  // Replacer functions: `$` in the markup or the styles must stay as it is.
  return indexHtml
    .replace('</head>', () => `${styles}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root" data-prerendered="${location}">${html}</div>`);
}
