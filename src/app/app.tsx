/** The composition root: providers around the router. Rendered once by main.tsx. */
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
