import { NOTICE } from '@portal/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './app/console-app';
import './app/console.css';

const root = document.getElementById('root');
if (!root) throw new Error(NOTICE.noRoot);

createRoot(root).render(
  <StrictMode>
    <ConsoleApp />
  </StrictMode>,
);
