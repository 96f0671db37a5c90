import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './App';
import { loadCatalogue } from './i18n/catalogue';
import './styles.css';

// The texts start loading now, beside the first screen's chunk; Root waits for them (and shows
// its crash page should they fail).
loadCatalogue().catch(() => {});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={createRouter()} />
  </StrictMode>,
);
