import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { appSystem } from '../../../ui/theme/app-system';
import { LogbookChoiceField } from './logbook-choice-field';
import { LogbookKindPicker } from './logbook-kind-picker';

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <ChakraProvider value={appSystem}>
      <I18nProvider i18n={i18n}>{node}</I18nProvider>
    </ChakraProvider>,
  );

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'nl', messages: {} });
});

describe('LogbookChoiceField', () => {
  const options = [
    { value: 'no_leak', label: 'Geen lek gevonden' },
    { value: 'leak_found', label: 'Lek gevonden' },
  ] as const;

  it('offers each choice as a native radio in a group named by its label', () => {
    const html = render(
      <LogbookChoiceField label="Resultaat" options={options} value="leak_found" onChange={() => {}} />,
    );
    expect(html.match(/<input[^>]*type="radio"/g)).toHaveLength(2);
    expect(html).toMatch(/role="radiogroup"[^>]*aria-labelledby="([^"]+)"/);
    const labelId = /role="radiogroup"[^>]*aria-labelledby="([^"]+)"/.exec(html)![1]!;
    expect(html).toMatch(new RegExp(`id="${labelId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>Resultaat`));
    expect(html).toMatch(
      /<input[^>]*value="leak_found"[^>]*checked=""|<input[^>]*checked=""[^>]*value="leak_found"/,
    );
  });

  it('describes every radio with the error while there is one', () => {
    const html = render(
      <LogbookChoiceField
        label="Resultaat"
        options={options}
        value=""
        onChange={() => {}}
        isRequired
        error="Maak een keuze."
      />,
    );
    const errorId = /<p[^>]*id="([^"]+)"[^>]*>Maak een keuze\./.exec(html)?.[1];
    expect(errorId).toBeTruthy();
    expect(html.match(new RegExp(`<input[^>]*aria-describedby="${errorId}"`, 'g'))).toHaveLength(2);
    expect(html).toContain('aria-invalid="true"');
  });
});

describe('LogbookKindPicker', () => {
  it('offers every kind of work as a button, the common work first', () => {
    const html = render(<LogbookKindPicker onChoose={() => {}} />);
    const buttons = [...html.matchAll(/<button[^>]*>([^<]+)<\/button>/g)].map((match) => match[1]);
    expect(buttons).toEqual([
      'Lekcontrole',
      'Bijvullen',
      'Terugwinnen',
      'Reparatie',
      'Lekdetectiesysteem gecontroleerd',
      'Eerste vulling / ombouw',
      'Buiten bedrijf stellen',
    ]);
  });
});
