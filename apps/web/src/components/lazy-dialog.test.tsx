import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazy-dialog';

type Props = { open: boolean };
const Dialog = lazyDialog<Props>(
  async () =>
    function Shown({ open }: Props) {
      return open ? <p role="dialog">the dialog</p> : null;
    },
  (p) => p.open,
);
const Page = ({ open }: Props) => (
  <main>
    <h1>page</h1>
    <Dialog open={open} />
  </main>
);

describe('lazyDialog', () => {
  it('opens in the browser when asked, its code loaded then', async () => {
    render(<Page open />);
    expect(await screen.findByRole('dialog')).toHaveTextContent('the dialog');
  });

  it('is not drawn by the server, even open (the address names it): the page hydrates without a mismatch, then the dialog opens', async () => {
    const html = renderToString(<Page open />);
    expect(html).not.toContain('the dialog');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Page open />, { onRecoverableError: recoverable });
    });
    expect(await screen.findByRole('dialog')).toHaveTextContent('the dialog');
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });
});
