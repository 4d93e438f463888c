import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OrganisationSelect } from './organisation-select';
import { appSystem } from './theme/app-system';

const render = (node: ReactNode) =>
  renderToStaticMarkup(<ChakraProvider value={appSystem}>{node}</ChakraProvider>);

const organisations = [
  { id: 'org-1', name: 'Koelhuis Noord', depth: 0 },
  { id: 'org-2', name: 'Vestiging Zwolle', depth: 1 },
];
const nbsp = '\u00a0';

describe('OrganisationSelect', () => {
  it('lists the organisations as a tree under its label, marked required', () => {
    const html = render(
      <OrganisationSelect
        label="Organisatie"
        required
        organisations={organisations}
        value="org-1"
        onChange={() => {}}
      />,
    );
    expect(html).toMatch(/<label[^>]*>Organisatie/);
    expect(html).toContain('required=""');
    expect(html).toContain('<option value="org-1" selected="">Koelhuis Noord</option>');
    expect(html).toContain(`<option value="org-2">${nbsp}${nbsp}Vestiging Zwolle</option>`);
  });

  it('offers the placeholder only while nothing is chosen', () => {
    const props = {
      label: 'Organisatie',
      organisations,
      onChange: () => {},
      placeholder: 'Kies een organisatie',
    };
    expect(render(<OrganisationSelect {...props} value="" />)).toContain('Kies een organisatie');
    expect(render(<OrganisationSelect {...props} value="org-2" />)).not.toContain('Kies een organisatie');
  });

  it('shows its error and marks the field invalid', () => {
    const html = render(
      <OrganisationSelect
        label="Organisatie"
        organisations={organisations}
        value=""
        error="Kies een organisatie."
        onChange={() => {}}
      />,
    );
    expect(html).toContain('Kies een organisatie.');
    expect(html).toContain('aria-invalid="true"');
  });
});
