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
    dispatchEvent() { return false; },
  });
}
// antd's table measures with getComputedStyle(el, pseudo), which jsdom does not implement.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (el) => getComputedStyle(el);
window.scrollTo = () => {};
globalThis.ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} };
}
