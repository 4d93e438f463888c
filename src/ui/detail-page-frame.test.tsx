import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { DetailPageFrame } from './detail-page-frame';
import { appSystem } from './theme/app-system';

function render(record: { name: string } | null | undefined, notFoundDescription?: string) {
  return renderToStaticMarkup(
    <ChakraProvider value={appSystem}>
      <I18nProvider i18n={i18n}>
        <DetailPageFrame
          backLink={<a href="/orders">Alle orders</a>}
          record={record}
          notFoundTitle="Order niet gevonden"
          notFoundDescription={notFoundDescription}
          id="print-area"
        >
          {(row) => <h1>{row.name}</h1>}
        </DetailPageFrame>
      </I18nProvider>
    </ChakraProvider>,
  );
}

describe('DetailPageFrame', () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'nl', messages: {} });
  });

  it('shows the back link and a busy placeholder while the record is being read', () => {
    const html = render(undefined);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('aria-label="Gegevens worden geladen"');
    expect(html).toContain('Alle orders');
    expect(html).not.toContain('Order niet gevonden');
  });

  it('says the record is not on this device when it is missing', () => {
    const html = render(null);
    expect(html).toContain('Alle orders');
    expect(html).toContain('Order niet gevonden');
    expect(html).toContain('Dit staat niet op dit apparaat.');
    expect(html).not.toContain('aria-busy');
  });

  it('uses the page’s own explanation when it gives one', () => {
    const html = render(null, 'Deze order staat niet op dit apparaat.');
    expect(html).toContain('Deze order staat niet op dit apparaat.');
    expect(html).not.toContain('Dit staat niet op dit apparaat.');
  });

  it('renders the content for the record under the back link, in the given area', () => {
    const html = render({ name: 'Order 2024-0012' });
    expect(html).toContain('id="print-area"');
    expect(html).toMatch(/Alle orders.*<h1>Order 2024-0012<\/h1>/s);
    expect(html).not.toContain('Order niet gevonden');
    expect(html).not.toContain('aria-busy');
  });
});
