import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { CONSOLE_TEXT } from '../../../lib/labels';

/** The signed-out console's frame (sign-in, first password): the console's name over a card. */
export function ConsoleAuthCard({ children }: { children: ReactNode }) {
  return (
    <main className="console-login">
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {CONSOLE_TEXT.appName}
        </Typography.Title>
        {children}
      </Card>
    </main>
  );
}
