import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FilterSelect } from './filter-select';
import { appSystem } from './theme/app-system';

const render = (node: ReactNode) =>
  renderToStaticMarkup(<ChakraProvider value={appSystem}>{node}</ChakraProvider>);

const organisations = [
  { id: 'org-1', name: 'Koelhuis Noord', depth: 0 },
  { id: 'org-2', name: 'Vestiging Zwolle', depth: 1 },
];
const nbsp = '\u00a0';

describe('FilterSelect', () => {
  it('starts with the "no filter" option and indents options of a tree', () => {
    const html = render(
      <FilterSelect
        label="Organisatie"
        allLabel="Alle organisaties"
        value={null}
        options={organisations.map((organisation) => ({
          value: organisation.id,
          label: organisation.name,
          depth: organisation.depth,
        }))}
        onChange={() => {}}
      />,
    );
    expect(html).toContain('aria-label="Organisatie"');
    expect(html).toMatch(/<select[^>]*>\s*<option value="" selected="">Alle organisaties<\/option>/);
    expect(html).toContain(`<option value="org-2">${nbsp}${nbsp}Vestiging Zwolle</option>`);
  });

  it('shows the chosen option and no "no filter" option when a choice is required', () => {
    const html = render(
      <FilterSelect
        label="Periode"
        value="year"
        options={[
          { value: 'all', label: 'Alles' },
          { value: 'year', label: 'Dit jaar' },
        ]}
        onChange={() => {}}
      />,
    );
    expect(html).toContain('<option value="year" selected="">Dit jaar</option>');
    expect(html).not.toContain('<option value="">');
  });
});
