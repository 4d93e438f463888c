/**
 * Screen snapshots: what a list screen last looked like, painted by the service worker into the HTML
 * of the next start so the user sees the screen at once, while the app loads and takes over
 * (the page's half is src/ui/screen-snapshot.ts, the worker's sw/screen-snapshot-route.ts).
 *
 * A snapshot is the serialized content of `#root` (ids renamed, so nothing in it can be mistaken for
 * the app's own elements) with the CSS rules it uses. It is shown as a separate layer above `#root`,
 * hidden from assistive technology and inert, and removed as soon as the screen's own rows are
 * rendered. It lives in one cache of its own (`screen-snapshots`), which is deleted with the rest of
 * the user's data at logout and whenever the stored session is cleared.
 *
 * Pure string work, free of the DOM and of Workbox, so both halves share it and it is tested in Node.
 */

export const screenSnapshotCacheName = 'screen-snapshots';

/** The id of the layer the worker paints; the page removes it (src/ui/screen-snapshot-layer.ts). */
export const screenSnapshotLayerId = 'screen-snapshot';
export const screenSnapshotStyleId = 'screen-snapshot-style';

export interface ScreenSnapshot {
  /** The screen's path with its query, as the browser navigates to it. */
  path: string;
  /** The serialized content of `#root`. */
  html: string;
  /** The CSS rules the content uses. */
  css: string;
  /** The class of `<html>` when taken (light or dark mode). */
  rootClass: string;
  /** The page's background, text colour and font, which `body` gives the app. */
  background: string;
  color: string;
  fontFamily: string;
  /** ISO time it was taken. */
  takenAt: string;
}

/** The cache key of the snapshot of `path` (same origin; never a URL the app or the API uses). */
export function screenSnapshotKey(path: string): string {
  return `/__screen-snapshot${path}`;
}

/**
 * The cache key naming the screen the app opens at `/`: the last screen of the user
 * (src/session/last-screen.ts), so `/` shows that screen's snapshot.
 */
export const startScreenKey = '/__screen-snapshot-start';

/** The path a navigation asks for: pathname and query, as snapshots are keyed. */
export function navigationPath(url: URL): string {
  return `${url.pathname}${url.search}`;
}

const snapshotFields = [
  'path',
  'html',
  'css',
  'rootClass',
  'background',
  'color',
  'fontFamily',
  'takenAt',
] as const satisfies readonly (keyof ScreenSnapshot)[];

/** A stored snapshot, or null when `value` is not one (an older format, a damaged entry). */
export function parseScreenSnapshot(value: unknown): ScreenSnapshot | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (!snapshotFields.every((field) => typeof record[field] === 'string')) return null;
  if (!(record.path as string).startsWith('/')) return null;
  return Object.fromEntries(
    snapshotFields.map((field) => [field, record[field]]),
  ) as unknown as ScreenSnapshot;
}

/** The start screen pointer's path, or null. */
export function parseStartScreen(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const path = (value as { path?: unknown }).path;
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** CSS inside `<style>`: only `</style` could end the element early; `<\/` is the same in CSS. */
function escapeStyleText(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}

/** A declaration value that cannot leave its attribute or declaration. */
function cssValue(value: string): string {
  return value.replace(/[;"<>{}]/g, '');
}

/**
 * The script that starts the app's entry module once the page has painted (public/start-after-paint.js),
 * and the meta element naming that entry.
 */
export const startAfterPaintScript = '/start-after-paint.js';
export const entryMetaName = 'portal-entry';

/** The shell's entry: the first module script with a `src` (Vite puts it in `<head>`). */
const entryScriptPattern = /<script type="module"( crossorigin)? src="([^"]+)"><\/script>/;

/**
 * The app shell's HTML with `snapshot` painted above `#root`: its CSS at the end of `<head>`, the
 * layer just before `<div id="root">`, which is inert while the layer covers it. The shell is
 * returned unchanged when it has neither.
 *
 * The entry module is started by public/start-after-paint.js after the first two frames, not by the
 * parser: a module script runs as soon as the document is parsed, and with a slow CPU its evaluation
 * (hundreds of milliseconds with 4x throttling, Chromium trace) held back the frame that shows the
 * snapshot. The entry is still preloaded (fetched and compiled) while the page is parsed.
 */
export function injectScreenSnapshot(shellHtml: string, snapshot: ScreenSnapshot): string {
  const rootTag = '<div id="root">';
  if (!shellHtml.includes('</head>') || !shellHtml.includes(rootTag)) return shellHtml;
  const layerStyle =
    `#${screenSnapshotLayerId}{position:fixed;inset:0;z-index:2147483000;overflow:hidden;` +
    `background:${cssValue(snapshot.background)};color:${cssValue(snapshot.color)};` +
    `font-family:${cssValue(snapshot.fontFamily)}}`;
  const style = `<style id="${screenSnapshotStyleId}">${escapeStyleText(snapshot.css)}\n${layerStyle}</style>`;
  const layer =
    `<div id="${screenSnapshotLayerId}" data-path="${escapeAttribute(snapshot.path)}" aria-hidden="true">` +
    `<div class="${escapeAttribute(snapshot.rootClass)}" inert>${snapshot.html}</div></div>`;
  // The app renders under the layer unseen: inert until the layer goes, so the keyboard cannot reach it.
  return shellHtml
    .replace(
      entryScriptPattern,
      (_tag, crossorigin: string | undefined, src: string) =>
        `<link rel="modulepreload"${crossorigin ?? ''} href="${src}">` +
        `<meta name="${entryMetaName}" content="${src}">` +
        `<script type="module" src="${startAfterPaintScript}"></script>`,
    )
    .replace('</head>', () => `${style}</head>`)
    .replace(rootTag, () => `${layer}<div id="root" inert>`);
}

/** What the page needs of a CSS rule to keep or drop it (CSSOM's `CSSRule`, or a test's stand-in). */
export interface CssRuleLike {
  cssText: string;
  selectorText?: string;
  cssRules?: ArrayLike<CssRuleLike>;
}

/** Chakra's theme wrapper class: `html` carries its rules too. */
const themeClasses = new Set(['chakra-theme']);
const classTokenPattern = /\.(-?[_a-zA-Z][\w-]*)/g;
/** A custom property's name may hold escapes: Chakra writes the token `spacing.1.5` as `--chakra-spacing-1\.5`. */
const variableReferencePattern = /var\(\s*(--(?:[\w-]|\\.)+)/g;

/**
 * `text` split at `separator` outside parentheses, brackets, braces and quotes, and after every
 * top-level `{…}` block (a rule nested among declarations); parts trimmed, empty ones left out.
 */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quote !== null) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[' || char === '{') depth += 1;
    else if (char === ')' || char === ']' || char === '}') {
      depth -= 1;
      if (depth === 0 && char === '}') {
        parts.push(text.slice(start, index + 1));
        start = index + 1;
      }
    } else if (char === separator && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/**
 * The classes an element or its ancestors must have for `selector` (one complex selector) to match:
 * its class tokens outside functional pseudo-classes (`:not(.light)` asks for a class to be absent,
 * `:is(.a, .b)` for one of several) and attribute selectors.
 */
function requiredClasses(selector: string): string[] {
  let outside = '';
  let depth = 0;
  for (const char of selector) {
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0) outside += char;
  }
  return [...outside.matchAll(classTokenPattern)].map((match) => match[1] ?? '');
}

type KeptRule =
  | { kind: 'style'; head: string; declarations: string[] }
  | { kind: 'group'; head: string; rules: KeptRule[] }
  | { kind: 'text'; text: string };

/** The custom property a declaration defines (its name up to the first unescaped colon), or null. */
function customPropertyName(declaration: string): string | null {
  if (!declaration.startsWith('--') || declaration.includes('{')) return null;
  const name = /^--(?:[^:\\]|\\.)*/.exec(declaration)?.[0] ?? '';
  return name.trim();
}

function keptRules(rules: ArrayLike<CssRuleLike>, classNames: ReadonlySet<string>): KeptRule[] {
  const kept: KeptRule[] = [];
  for (let index = 0; index < rules.length; index += 1) {
    const rule = rules[index];
    if (!rule) continue;
    const { cssText, selectorText } = rule;
    if (selectorText !== undefined) {
      const has = (name: string) => classNames.has(name) || themeClasses.has(name);
      const applies = splitTopLevel(selectorText, ',').some((selector) =>
        requiredClasses(selector).every(has),
      );
      const open = cssText.indexOf('{', selectorText.length);
      const close = cssText.lastIndexOf('}');
      if (!applies) continue;
      if (open < 0 || close < open) kept.push({ kind: 'text', text: cssText });
      else
        kept.push({
          kind: 'style',
          head: cssText.slice(0, open).trim(),
          declarations: splitTopLevel(cssText.slice(open + 1, close), ';'),
        });
      continue;
    }
    const brace = cssText.indexOf('{');
    const isGrouping =
      rule.cssRules !== undefined && brace > 0 && /^@(media|layer|supports|container)\b/.test(cssText);
    if (isGrouping) {
      kept.push({
        kind: 'group',
        head: cssText.slice(0, brace).trim(),
        rules: keptRules(rule.cssRules!, classNames),
      });
    } else kept.push({ kind: 'text', text: cssText });
  }
  return kept;
}

/** The custom properties `text` refers to with `var()`, added to `into`. */
function addReferences(text: string, into: Set<string>): void {
  for (const match of text.matchAll(variableReferencePattern)) into.add(match[1] ?? '');
}

/** Every custom property the content and the kept rules need, following definitions that refer to others. */
function usedVariables(rules: readonly KeptRule[], html: string): Set<string> {
  const definitions = new Map<string, string[]>();
  const used = new Set<string>();
  addReferences(html, used);
  const visit = (rule: KeptRule) => {
    if (rule.kind === 'group') return rule.rules.forEach(visit);
    if (rule.kind === 'text') return addReferences(rule.text, used);
    for (const declaration of rule.declarations) {
      const name = customPropertyName(declaration);
      if (name === null) addReferences(declaration, used);
      else definitions.set(name, [...(definitions.get(name) ?? []), declaration]);
    }
  };
  rules.forEach(visit);
  const pending = [...used];
  while (pending.length > 0) {
    const name = pending.pop()!;
    for (const definition of definitions.get(name) ?? []) {
      const referenced = new Set<string>();
      addReferences(definition.slice(name.length), referenced);
      for (const reference of referenced) {
        if (!used.has(reference)) {
          used.add(reference);
          pending.push(reference);
        }
      }
    }
  }
  return used;
}

function emit(rules: readonly KeptRule[], variables: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const rule of rules) {
    if (rule.kind === 'text') out.push(rule.text);
    else if (rule.kind === 'group') {
      const inner = emit(rule.rules, variables);
      if (inner.length > 0) out.push(`${rule.head}{${inner.join('')}}`);
    } else {
      const declarations = rule.declarations.filter((declaration) => {
        const name = customPropertyName(declaration);
        return name === null || variables.has(name);
      });
      if (declarations.length > 0) out.push(`${rule.head}{${declarations.join(';')}}`);
    }
  }
  return out;
}

/**
 * The CSS text of `rules` that can apply to a snapshot of `html`, whose elements use `classNames`:
 * - a style rule goes when each of its selectors asks for a class the snapshot does not use
 *   (`classNames` includes the class of `<html>`, `light` or `dark`, which the layer carries; Chakra's
 *   `chakra-theme` counts as used, since its rules are also `html`'s);
 * - a custom property goes when nothing kept refers to it, directly or through another one (Chakra
 *   defines every token of the theme on the root; a screen uses a few);
 * - grouping rules (`@media`, `@layer`, `@supports`, `@container`) keep what is kept inside them and go
 *   when that is nothing; anything else (`@keyframes`, `@font-face`, `@layer` order) is kept.
 */
export function usedCssText(
  rules: ArrayLike<CssRuleLike>,
  classNames: ReadonlySet<string>,
  html = '',
): string {
  const kept = keptRules(rules, classNames);
  return emit(kept, usedVariables(kept, html)).join('\n');
}
