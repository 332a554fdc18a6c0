import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';

/**
 * antd without motion, around every screen a test renders (render-app.tsx, console/testing.tsx). jsdom
 * runs no CSS transition: with motion on, each popup, dialog and field message that opens or closes
 * waits on a transition that never ends (antd falls back to a timer), and every button click starts
 * a wave effect that measures styles. The screens' own ConfigProvider keeps its theme: antd merges
 * a nested theme into this one, and it sets no motion of its own.
 */
export function WithoutMotion({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={{ token: { motion: false } }}>{children}</ConfigProvider>;
}
