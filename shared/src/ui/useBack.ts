import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';

// Back from a detail page returns to where the user came from exactly as it was (a list with its
// page, sort, search, filters and scroll position): history back when this page was reached from
// inside the portal, else (a pasted link, a new tab, spec 001 §2.1 "or /returns") the fallback
// path. Whether the entry was reached from inside is remembered per history entry (sessionStorage,
// by location.key), so it still holds after a reload or after coming back from an edit page. An
// in-page replace (a dialog opened in the URL, useUrlDialog) keeps the entry's answer.

const KEY = (entry: string) => `portal.back.cameFromApp.${entry}`;

function remember(entry: string) {
  try {
    sessionStorage.setItem(KEY(entry), '1');
  } catch {
    // storage unavailable: Back falls back to the fallback path
  }
}

function recall(entry: string): boolean {
  try {
    return sessionStorage.getItem(KEY(entry)) === '1';
  } catch {
    return false;
  }
}

/** The Back button's handler: history back when the user came from inside the portal, else `fallbackPath`. */
export function useBack(fallbackPath: string): () => void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const previousKey = useRef<string | null>(null);
  useEffect(() => {
    if (navigationType === 'PUSH' || (navigationType === 'REPLACE' && previousKey.current !== null && recall(previousKey.current)))
      remember(location.key);
    previousKey.current = location.key;
  }, [location.key, navigationType]);
  return () => {
    if (navigationType === 'PUSH' || recall(location.key)) void navigate(-1);
    else void navigate(fallbackPath);
  };
}
