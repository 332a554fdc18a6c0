import { NOTICE } from '@portal/contract';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp, consoleReady } from './app/console-app';
import { CONSOLE_FRAME_ATTRIBUTE } from './app/console-frame';
// antd's styles as a stylesheet (the theme's zeroRuntime, lib/antd-styles.ts), before the console's own.
import 'antd-sheet/antd.css';
import './app/console.css';

const root = document.getElementById('root');
if (!root) throw new Error(NOTICE.noRoot);

const app = (
  <StrictMode>
    <ConsoleApp />
  </StrictMode>
);
// The server drew the page's frame (app/console-frame.tsx): it stays, inert, until the console can
// draw the page itself, which replaces it.
const framed = root.hasAttribute(CONSOLE_FRAME_ATTRIBUTE);
void (framed ? consoleReady().catch(() => undefined) : Promise.resolve()).then(() => {
  // In a transition, React renders the page in slices and gives the main thread back between them
  // (a desk's first render was one task of 200+ ms on a fast machine, 4× that on a phone).
  startTransition(() => createRoot(root).render(app));
  root.removeAttribute(CONSOLE_FRAME_ATTRIBUTE);
});
