// jsdom lacks a few browser APIs that antd and our code use.
require('@testing-library/jest-dom');
const { TextEncoder, TextDecoder } = require('node:util');
globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;

// Tests that need the real fetch/Response run in the node environment (no window).
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent() {
        return false;
      },
    });
  }
  // antd's table measures with getComputedStyle(el, pseudo), which jsdom does not implement.
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (el) => getComputedStyle(el);
  window.scrollTo = () => {};
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// A dialog or screen part loaded with React.lazy is compiled by jest on its first import (there is no
// built chunk as in the browser): on a busy 2-core machine that alone can pass testing-library's
// default 1 s wait for it to appear (three such tests failed so under CI load). Waits get 5 s, and a
// test, which may wait several times, 20 s.
if (typeof window !== 'undefined') {
  require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
}
jest.setTimeout(20_000);
