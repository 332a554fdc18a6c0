import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** On arrival with `#id` (a header link, a shared address), bring that section into view. */
export function useScrollToHash(): void {
  const { hash, key } = useLocation();
  // Deliberately narrow dependencies: a new visit to the same #id (key) scrolls again
  useEffect(() => {
    if (!hash) return;
    const element = document.getElementById(decodeURIComponent(hash.slice(1)));
    element?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [hash, key]);
}

/**
 * Spec 1 §2.1: the address hash is `#{id}` while that section is in view, and goes away
 * when it leaves. The router's history entry is kept (only the URL changes, nothing
 * navigates), so back and forward still work.
 */
export function useHashWhileInView(id: string): void {
  useEffect(() => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        const { pathname, search, hash } = window.location;
        const wanted = entry.isIntersecting ? `#${id}` : hash === `#${id}` ? '' : hash;
        if (wanted !== hash) window.history.replaceState(window.history.state, '', `${pathname}${search}${wanted}`);
      },
      { threshold: 0.35 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [id]);
}
