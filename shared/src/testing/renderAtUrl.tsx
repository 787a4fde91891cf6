import './jsdomGaps';
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { StyleProvider } from '@ant-design/cssinjs';
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7';
import { BrowserRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router';
import { ConfigProvider } from '@portal/shared/antd';

// Test harness: the real react-router adapter of nuqs over jsdom's real URL and history, the way the
// shell runs it. Tests read and change `window.location`, so they exercise URL state for real.

export interface UrlHarness extends RenderResult {
  /** The current query string as URLSearchParams. */
  params(): URLSearchParams;
  /** react-router's navigate, like a <Link> or the drawer would. */
  navigate: NavigateFunction;
}

interface NavigateHolder {
  navigate?: NavigateFunction;
}

function NavigateCatcher({ holder }: { holder: NavigateHolder }) {
  holder.navigate = useNavigate();
  return null;
}

/** Renders `element` at `path` (e.g. '/orders'), starting from `url` ('/orders?page=2'). */
export function renderAtUrl(
  url: string,
  element: ReactElement,
  { path = new URL(url, 'http://x').pathname, extraRoutes }: { path?: string; extraRoutes?: ReactNode } = {},
): UrlHarness {
  window.history.replaceState(null, '', url);
  const holder: NavigateHolder = {};
  const result = render(
    // antd's CSS-in-JS would fill the document with style rules, and jsdom's getComputedStyle (behind
    // every role query) walks them all: seconds per query. The styles are not what these tests check.
    // Motion off: popups and drawers open and close at once instead of waiting for animations.
    <StyleProvider mock="server">
      <ConfigProvider theme={{ token: { motion: false } }}>
        <BrowserRouter>
          <NuqsAdapter>
            <NavigateCatcher holder={holder} />
            <Routes>
              <Route path={path} element={element} />
              {extraRoutes}
            </Routes>
          </NuqsAdapter>
        </BrowserRouter>
      </ConfigProvider>
    </StyleProvider>,
  );
  return {
    ...result,
    params: () => new URLSearchParams(window.location.search),
    navigate: ((...args: Parameters<NavigateFunction>) => holder.navigate!(...args)) as NavigateFunction,
  };
}
