import { NOTICE } from '@portal/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './app/console-app';
// antd's styles as a stylesheet (the theme's zeroRuntime, lib/antd-styles.ts), before the console's own.
import 'antd/dist/antd.css';
import './app/console.css';

const root = document.getElementById('root');
if (!root) throw new Error(NOTICE.noRoot);

createRoot(root).render(
  <StrictMode>
    <ConsoleApp />
  </StrictMode>,
);
