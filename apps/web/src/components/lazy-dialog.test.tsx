import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { type DialogStage, lazyDialog } from './lazy-dialog';

type Props = { open: boolean };
/** A dialog that says how it was drawn: still (in place, as the server draws it), or opened, at once or animated. */
function Shown({ open, still, instant }: Props & DialogStage) {
  if (!open) return null;
  return <p role="dialog">{still ? 'the dialog, still' : instant ? 'the dialog, at once' : 'the dialog, animated'}</p>;
}
/** A lazy dialog of its own (each keeps whether its code is in). */
const newDialog = () =>
  lazyDialog<Props>(
    async () => Shown,
    (p) => p.open,
  );
const pageWith = (Dialog: ReturnType<typeof newDialog>) =>
  function Page({ open }: Props) {
    return (
      <main>
        <h1>page</h1>
        <Dialog open={open} />
      </main>
    );
  };

async function hydrated(html: string, page: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(container, page, { onRecoverableError: recoverable });
  });
  return { container, recoverable };
}

describe('lazyDialog', () => {
  it('opens in the browser when asked, its code loaded then, with its animation', async () => {
    const Page = pageWith(newDialog());
    render(<Page open />);
    expect(await screen.findByRole('dialog')).toHaveTextContent('the dialog, animated');
  });

  it('is not drawn by the server, even open (the address names it), when its code is not loaded: the page hydrates without a mismatch, then the dialog opens', async () => {
    const Page = pageWith(newDialog());
    const html = renderToString(<Page open />);
    expect(html).not.toContain('the dialog');
    const { container, recoverable } = await hydrated(html, <Page open />);
    expect(await screen.findByRole('dialog')).toHaveTextContent('the dialog, animated');
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });

  it('is drawn still by the server and the hydrating render once preloaded (the page’s loader), then opens over it at once', async () => {
    const Dialog = newDialog();
    const Page = pageWith(Dialog);
    await Dialog.preload();
    const html = renderToString(<Page open />);
    expect(html).toContain('the dialog, still');
    const { container, recoverable } = await hydrated(html, <Page open />);
    expect(await screen.findByText('the dialog, at once')).toBeInTheDocument();
    expect(screen.queryByText('the dialog, still')).toBeNull();
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });

  it('keeps the dialog opened before its code was in, with its state, when the page draws again once the code is in', async () => {
    // A dialog with a state of its own (a wizard's step): mounted afresh, it would start over and
    // lose what a pending save would have told it.
    function Stepped({ open }: Props) {
      const [step, setStep] = useState(1);
      if (!open) return null;
      return (
        <div role="dialog">
          <p>step {step}</p>
          <button type="button" onClick={() => setStep((s) => s + 1)}>
            next
          </button>
        </div>
      );
    }
    const Dialog = lazyDialog<Props & { label: string }>(
      async () => Stepped,
      (p) => p.open,
    );
    const { rerender } = render(<Dialog open label="a" />);
    await screen.findByText('step 1');
    await act(async () => screen.getByRole('button', { name: 'next' }).click());
    expect(screen.getByText('step 2')).toBeInTheDocument();
    // The page draws again (its data came back), the dialog's code now in.
    rerender(<Dialog open label="b" />);
    expect(screen.getByText('step 2')).toBeInTheDocument();
  });

  it('draws nothing still for a closed dialog, preloaded or not', async () => {
    const Dialog = newDialog();
    await Dialog.preload();
    expect(renderToString(pageWith(Dialog)({ open: false }))).not.toContain('the dialog');
  });
});
