import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LabelledProgress } from './labelled-progress';
import { appSystem } from './theme/app-system';

const render = (node: ReactNode) =>
  renderToStaticMarkup(<ChakraProvider value={appSystem}>{node}</ChakraProvider>);

/** The attributes of every element in `html` with role="progressbar" (Chakra's <style> tags left out). */
function progressbars(html: string): Record<string, string>[] {
  const startTags = html.replace(/<style[^>]*>.*?<\/style>/gs, '').match(/<[a-z][^>]*>/g) ?? [];
  return startTags
    .map((tag) =>
      Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value])),
    )
    .filter((attributes) => attributes.role === 'progressbar');
}

/**
 * The progress bars as a screen reader meets them: the accessible name of the element with the role
 * (its aria-label; aria-labelledby would win over it, and is refused here so the name stays checkable)
 * and its values.
 */
function announced(html: string) {
  return progressbars(html).map((attributes) => {
    expect(attributes['aria-labelledby']).toBeUndefined();
    return {
      name: attributes['aria-label'],
      valueNow: attributes['aria-valuenow'],
      valueMax: attributes['aria-valuemax'],
    };
  });
}

describe('LabelledProgress', () => {
  it('names the element with role="progressbar" by its label, with the value and the maximum', () => {
    const html = render(<LabelledProgress label="Voortgang van het offline bewaren" value={3} max={12} />);
    expect(announced(html)).toEqual([
      { name: 'Voortgang van het offline bewaren', valueNow: '3', valueMax: '12' },
    ]);
  });

  it('keeps the name while the progress is unknown, without a current value', () => {
    const html = render(<LabelledProgress label="Voortgang van het laden" value={null} size="xs" />);
    expect(announced(html)).toEqual([
      { name: 'Voortgang van het laden', valueNow: undefined, valueMax: '100' },
    ]);
  });

  it('shows the progress in words beside the bar, which keeps its name', () => {
    const html = render(
      <LabelledProgress label="Voortgang van de synchronisatie" value={4} max={10} size="sm">
        4 van 10 bestanden
      </LabelledProgress>,
    );
    expect(announced(html)).toEqual([
      { name: 'Voortgang van de synchronisatie', valueNow: '4', valueMax: '10' },
    ]);
    expect(html).toMatch(/data-part="value-text"[^>]*>4 van 10 bestanden</);
  });
});

/** Chakra's progress parts that, used directly, leave the progressbar named by its value. */
const progressParts = new Set(['Progress', 'ProgressRoot', 'ProgressRootProvider', 'ProgressTrack']);

/** Why `source` builds a progress bar of its own rather than through LabelledProgress; empty when it does not. */
function directProgressUses(source: string): string[] {
  const uses: string[] = [];
  for (const [, names] of source.matchAll(
    /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]@chakra-ui\/react['"]/g,
  )) {
    for (const name of names.split(',')) {
      const imported = name
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (progressParts.has(imported)) uses.push(`imports ${imported} from @chakra-ui/react`);
    }
  }
  for (const [use] of source.matchAll(/\bProgress\.(?:Root|RootProvider|Track)\b/g)) uses.push(`uses ${use}`);
  return [...new Set(uses)];
}

describe('progress bars go through LabelledProgress', () => {
  it('recognises a progress bar built from Chakra directly', () => {
    const direct = `import { Progress, Stack } from '@chakra-ui/react';
      const bar = <Progress.Root value={1} aria-label="Voortgang"><Progress.Track /></Progress.Root>;`;
    expect(directProgressUses(direct)).toEqual([
      'imports Progress from @chakra-ui/react',
      'uses Progress.Root',
      'uses Progress.Track',
    ]);
    expect(directProgressUses(`import { Stack } from '@chakra-ui/react';`)).toEqual([]);
  });

  it('no source file outside LabelledProgress builds its own Chakra progress bar', () => {
    const sources = import.meta.glob<string>(
      ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!./labelled-progress.tsx'],
      { query: '?raw', import: 'default', eager: true },
    );
    expect(Object.keys(sources)).toContain('../app/sync/first-sync-progress.tsx');
    const offenders = Object.entries(sources).flatMap(([file, source]) =>
      directProgressUses(source).map((use) => `${file}: ${use}`),
    );
    expect(offenders, 'use LabelledProgress from src/ui/labelled-progress.tsx').toEqual([]);
  });
});
