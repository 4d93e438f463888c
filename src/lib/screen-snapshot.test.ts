import { describe, expect, it } from 'vitest';
import {
  injectScreenSnapshot,
  parseScreenSnapshot,
  parseStartScreen,
  screenSnapshotKey,
  usedCssText,
  type CssRuleLike,
  type ScreenSnapshot,
} from './screen-snapshot';

const shell =
  '<!doctype html><html lang="nl"><head><title>Portaal</title></head>' +
  '<body><div id="root"><div class="boot">Laden…</div></div><script type="module" src="/x.js"></script></body></html>';

const snapshot: ScreenSnapshot = {
  path: '/devices/overview',
  html: '<main><ul aria-label="Installaties"><li class="css-a1">KI-2041 &lt;koelcel&gt;</li></ul></main>',
  css: '.css-a1{color:red}',
  rootClass: 'light',
  background: 'rgb(245, 248, 250)',
  color: 'rgb(24, 24, 27)',
  fontFamily: 'Inter, sans-serif',
  takenAt: '2026-11-25T10:00:00.000Z',
};

describe('injectScreenSnapshot', () => {
  it('paints the snapshot as an inert, hidden layer before #root, with its CSS in the head', () => {
    const html = injectScreenSnapshot(shell, snapshot);
    const layerAt = html.indexOf('<div id="screen-snapshot"');
    expect(layerAt).toBeGreaterThan(html.indexOf('<body>'));
    expect(layerAt).toBeLessThan(html.indexOf('<div id="root" inert>'));
    expect(html).toContain(
      '<div id="screen-snapshot" data-path="/devices/overview" aria-hidden="true"><div class="light" inert>',
    );
    expect(html).toContain(snapshot.html);
    expect(html).toMatch(
      /<style id="screen-snapshot-style">\.css-a1\{color:red\}\n#screen-snapshot\{position:fixed;/,
    );
    expect(html.indexOf('<style id="screen-snapshot-style">')).toBeLessThan(html.indexOf('</head>'));
    // The shell itself is untouched around it, but for #root being inert under the layer and the
    // entry started after the first paint.
    const rest = html
      .replace(/<style id="screen-snapshot-style">[\s\S]*?<\/style>/, '')
      .replace(/<div id="screen-snapshot"[\s\S]*?<\/div><\/div>/, '');
    expect(rest).toBe(
      shell
        .replace('<div id="root">', '<div id="root" inert>')
        .replace(
          '<script type="module" src="/x.js"></script>',
          '<link rel="modulepreload" href="/x.js"><meta name="portal-entry" content="/x.js">' +
            '<script type="module" src="/start-after-paint.js"></script>',
        ),
    );
  });

  it("starts the built shell's entry after the first paint, still preloading it", () => {
    const built =
      '<html><head><script type="module" crossorigin src="/assets/index-a1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor-b2.js"></head>' +
      '<body><div id="root"></div></body></html>';
    const html = injectScreenSnapshot(built, snapshot);
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/index-a1.js">');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/index-a1.js">' +
        '<meta name="portal-entry" content="/assets/index-a1.js">' +
        '<script type="module" src="/start-after-paint.js"></script>',
    );
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/vendor-b2.js">');
  });

  it('keeps the CSS and the attributes inside their elements', () => {
    const html = injectScreenSnapshot(shell, {
      ...snapshot,
      path: '/devices/overview?q="><script>',
      css: '.css-a1::after{content:"</style><script>alert(1)</script>"}',
      background: 'red;}</style><script>',
      rootClass: 'dark" onload="x',
    });
    // The style element ends only where it should; what is left of the CSS stays text inside it.
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    const [, styleText = '', afterStyle = ''] =
      /<style id="screen-snapshot-style">([\s\S]*?)<\/style>([\s\S]*)/.exec(html) ?? [];
    expect(styleText).toContain('<\\/style>');
    expect(afterStyle).not.toContain('<script>');
    expect(html).toContain('data-path="/devices/overview?q=&quot;>&lt;script>"');
    expect(html).toContain('class="dark&quot; onload=&quot;x"');
  });

  it('leaves a shell it does not recognise as it is', () => {
    expect(injectScreenSnapshot('<html><body>no root</body></html>', snapshot)).toBe(
      '<html><body>no root</body></html>',
    );
  });

  it('inserts `$` patterns literally', () => {
    const html = injectScreenSnapshot(shell, { ...snapshot, html: "<p>$& $' $`</p>" });
    expect(html).toContain("<p>$& $' $`</p>");
  });
});

describe('parseScreenSnapshot', () => {
  it('accepts a stored snapshot and drops unknown fields', () => {
    expect(parseScreenSnapshot({ ...snapshot, extra: 1 })).toEqual(snapshot);
  });

  it('refuses anything else', () => {
    expect(parseScreenSnapshot(null)).toBeNull();
    expect(parseScreenSnapshot('x')).toBeNull();
    expect(parseScreenSnapshot({ ...snapshot, css: undefined })).toBeNull();
    expect(parseScreenSnapshot({ ...snapshot, path: 'https://elsewhere.example/' })).toBeNull();
  });
});

describe('parseStartScreen', () => {
  it('accepts a path of this origin only', () => {
    expect(parseStartScreen({ path: '/devices/overview' })).toBe('/devices/overview');
    expect(parseStartScreen({ path: '//elsewhere.example' })).toBeNull();
    expect(parseStartScreen({ path: 3 })).toBeNull();
    expect(parseStartScreen(null)).toBeNull();
  });
});

describe('screenSnapshotKey', () => {
  it('keys a screen by its path and query, apart from any path the app or the API uses', () => {
    expect(screenSnapshotKey('/tasks?status=open')).toBe('/__screen-snapshot/tasks?status=open');
  });
});

describe('usedCssText', () => {
  const style = (selectorText: string, body = 'color:red'): CssRuleLike => ({
    selectorText,
    cssText: `${selectorText}{${body}}`,
  });
  const group = (prelude: string, rules: CssRuleLike[]): CssRuleLike => ({
    cssText: `${prelude} {${rules.map((rule) => rule.cssText).join(' ')}}`,
    cssRules: rules,
  });

  it('keeps the rules of the classes the snapshot uses (with its colour mode) and every rule without a class', () => {
    const rules = [
      style('*, ::before, ::after', 'box-sizing:border-box'),
      style('.css-used'),
      style('.css-unused'),
      style('.dark .css-used:hover'),
      style('.css-unused > .css-used'),
      style('.css-unused, .css-used:not(.css-other)'),
      style(':is(.css-a, .css-b) > .css-used'),
      style('.light, .dark .chakra-theme:not(.light)', 'color-scheme:light'),
      style('.dark, .dark .chakra-theme:not(.light)', 'color-scheme:dark'),
      style('.boot__spinner'),
      style('.Toastify__toast'),
      { cssText: '@keyframes spin{to{transform:rotate(360deg)}}' },
      { cssText: '@layer reset, base, tokens, recipes;' },
    ];
    expect(usedCssText(rules, new Set(['css-used', 'light'])).split('\n')).toEqual([
      '*, ::before, ::after{box-sizing:border-box}',
      '.css-used{color:red}',
      '.css-unused, .css-used:not(.css-other){color:red}',
      ':is(.css-a, .css-b) > .css-used{color:red}',
      '.light, .dark .chakra-theme:not(.light){color-scheme:light}',
      '@keyframes spin{to{transform:rotate(360deg)}}',
      '@layer reset, base, tokens, recipes;',
    ]);
  });

  it('keeps the custom properties the content and the kept rules refer to, through each other', () => {
    const rules = [
      style(
        ':where(:root, :host)',
        '--chakra-colors-gray-50: #fafafa; --chakra-colors-gray-900: #18181b; --chakra-colors-red-500: #ef4444; ' +
          '--chakra-fonts-body: Inter, "Segoe UI; Roboto", sans-serif; --chakra-radii-md: 0.375rem',
      ),
      style(
        ':root, .light',
        '--chakra-colors-fg: var(--chakra-colors-gray-900); --chakra-colors-bg: var( --chakra-colors-gray-50 ); ' +
          '--chakra-colors-fg-error: var(--chakra-colors-red-500)',
      ),
      style(':root', '--toastify-color-light: #fff; --toastify-z-index: 9999'),
      style('body', 'font-family: var(--chakra-fonts-body); background: var(--chakra-colors-bg)'),
      style('.css-used', 'color: var(--chakra-colors-fg); --local: 1px; margin: calc(var(--local) * 2)'),
      style(
        ':where(html)',
        '--chakra-spacing-1: 0.25rem; --chakra-spacing-1\\.5: 0.375rem; --chakra-sizes-3\\.5: 0.875rem',
      ),
      style('.css-gap', 'gap: var(--chakra-spacing-1\\.5)'),
    ];
    const html = '<div class="css-used" style="border-radius: var(--chakra-radii-md)">x</div>';
    expect(usedCssText(rules, new Set(['css-used', 'css-gap', 'light']), html).split('\n')).toEqual([
      ':where(:root, :host){--chakra-colors-gray-50: #fafafa;--chakra-colors-gray-900: #18181b;--chakra-fonts-body: Inter, "Segoe UI; Roboto", sans-serif;--chakra-radii-md: 0.375rem}',
      ':root, .light{--chakra-colors-fg: var(--chakra-colors-gray-900);--chakra-colors-bg: var( --chakra-colors-gray-50 )}',
      'body{font-family: var(--chakra-fonts-body);background: var(--chakra-colors-bg)}',
      '.css-used{color: var(--chakra-colors-fg);--local: 1px;margin: calc(var(--local) * 2)}',
      // Escaped token names (Chakra's `spacing.1.5`) are followed whole, not cut at the backslash.
      ':where(html){--chakra-spacing-1\\.5: 0.375rem}',
      '.css-gap{gap: var(--chakra-spacing-1\\.5)}',
    ]);
  });

  it('keeps what applies inside media queries and layers, and drops groups left empty', () => {
    const rules = [
      group('@media screen and (min-width: 48rem)', [style('.css-used'), style('.css-unused')]),
      group('@layer recipes', [group('@media (hover: hover)', [style('.css-unused')])]),
      group('@supports (display: grid)', [style('.css-used', 'display:grid')]),
    ];
    expect(usedCssText(rules, new Set(['css-used'])).split('\n')).toEqual([
      '@media screen and (min-width: 48rem){.css-used{color:red}}',
      '@supports (display: grid){.css-used{display:grid}}',
    ]);
  });
});
