import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@scholarlens/common';
import routes from './routes';

const el = document.getElementById('root') ?? document.body.appendChild(Object.assign(document.createElement('div'), { id: 'root' }));
createRoot(el).render(
  <StrictMode>
    <StandaloneApp routes={routes} />
  </StrictMode>,
);
