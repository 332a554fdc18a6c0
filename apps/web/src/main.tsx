import { NOTICE } from '@portal/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './app/global.css';

const root = document.getElementById('root');
if (!root) throw new Error(NOTICE.noRoot);

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
