import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec 1 §2.1: each path change starts at the top (an #anchor is the page's own business). */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // Deliberately narrow dependencies: only a new path scrolls, not a new hash
  useEffect(() => {
    if (!hash) window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return null;
}
