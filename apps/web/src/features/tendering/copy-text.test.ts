import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('copyText', () => {
  it('uses the Clipboard API when it works', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const exec = vi.fn().mockReturnValue(true);
    document.execCommand = exec;
    expect(await copyText('https://x.vn/thau/7')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://x.vn/thau/7');
    expect(exec).not.toHaveBeenCalled();
  });

  it('falls back to a hidden textarea when the Clipboard API fails, and removes it', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    let copied = '';
    document.execCommand = vi.fn(() => {
      copied = document.querySelector('textarea')?.value ?? '';
      return true;
    });
    expect(await copyText('https://x.vn/thau/7')).toBe(true);
    expect(copied).toBe('https://x.vn/thau/7');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('reports failure when neither works', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    document.execCommand = vi.fn(() => false);
    expect(await copyText('x')).toBe(false);
  });
});
