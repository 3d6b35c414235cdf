/**
 * @jest-environment node
 *
 * lib/cache/paint-first.ts on the shape of HTML Next 16 writes (the home page's head and the end of
 * its body, trimmed): the chunks leave the markup, the loader starts exactly those chunks once the
 * browser reports its first paint, and everything else on the page is left as it was.
 */
import { runInNewContext } from 'node:vm';
import { loadScriptsAfterFirstPaint, PAINT_FIRST_MARK } from '@/lib/cache/paint-first';

const chunk = (name: string) => `/_next/static/chunks/${name}.js`;
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" fetchPriority="high" href="/img/828/hero.webp"/>',
  `<link rel="preload" as="script" fetchPriority="low" href="${chunk('boot')}"/>`,
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  `<script src="${chunk('framework')}" async=""></script><script src="${chunk('router')}" async=""></script>`,
  `<script src="${chunk('polyfills')}" noModule=""></script><title>Organic Tattva</title></head>`,
  '<body><main><h1>First flush Darjeeling</h1></main>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  `<script src="${chunk('boot')}" async=""></script></body></html>`,
].join('');

function loaderOf(html: string): string {
  const match = html.match(new RegExp(`<script ${PAINT_FIRST_MARK}>([\\s\\S]*?)</script>`));
  if (!match) throw new Error('no loader');
  return match[1];
}

/** Runs the loader in a stand-in for the browser, returning what it appended and how to paint. */
function runLoader(html: string, browser: { paintTiming: boolean }) {
  const appended: string[] = [];
  const timers: (() => void)[] = [];
  let observer: ((list: { getEntriesByName: (n: string) => unknown[] }, o: { disconnect: () => void }) => void) | null = null;
  class FakeObserver {
    static supportedEntryTypes = browser.paintTiming ? ['paint', 'largest-contentful-paint'] : ['resource'];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
  }
  runInNewContext(loaderOf(html), {
    PerformanceObserver: FakeObserver,
    setTimeout: (fn: () => void) => timers.push(fn),
    document: { createElement: () => ({}), head: { appendChild: (el: { src: string }) => appended.push(el.src) } },
  });
  const paint = (name: string) => observer?.({ getEntriesByName: (n) => (n === name ? [{}] : []) }, { disconnect() {} });
  return { appended, paint, fireTimers: () => timers.forEach((t) => t()) };
}

test('the chunks leave the markup, with their preload; the polyfill, the picture preload and the data stay', () => {
  const html = loadScriptsAfterFirstPaint(page);
  expect(html).not.toMatch(/<script src="[^"]+" async="">/);
  expect(html).not.toContain(`as="script" fetchPriority="low" href="${chunk('boot')}"`);
  expect(html).toContain(`<script src="${chunk('polyfills')}" noModule=""></script>`);
  expect(html).toContain('href="/img/828/hero.webp"');
  expect(html).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
  expect(html).toContain('<h1>First flush Darjeeling</h1>');
  // The loader is in the head, so it is waiting before the first paint can happen.
  expect(html.indexOf(PAINT_FIRST_MARK)).toBeLessThan(html.indexOf('</head>'));
});

test('nothing is started before the first contentful paint; then every chunk, once', () => {
  const browser = runLoader(loadScriptsAfterFirstPaint(page), { paintTiming: true });
  expect(browser.appended).toEqual([]);
  browser.paint('first-paint');
  expect(browser.appended).toEqual([]);
  browser.paint('first-contentful-paint');
  expect(browser.appended).toEqual([chunk('framework'), chunk('router'), chunk('boot')]);
  browser.fireTimers();
  expect(browser.appended).toHaveLength(3);
});

test('a page that never paints (a background tab) still loads its chunks, after the fallback delay', () => {
  const browser = runLoader(loadScriptsAfterFirstPaint(page), { paintTiming: true });
  browser.fireTimers();
  expect(browser.appended).toEqual([chunk('framework'), chunk('router'), chunk('boot')]);
});

test('a browser without paint timing loads them at once', () => {
  const browser = runLoader(loadScriptsAfterFirstPaint(page), { paintTiming: false });
  expect(browser.appended).toHaveLength(3);
});

test('a page without Next chunks, or without a head, is returned unchanged', () => {
  const plain = '<!DOCTYPE html><html><head><title>x</title></head><body><p>hello</p></body></html>';
  expect(loadScriptsAfterFirstPaint(plain)).toBe(plain);
  const headless = `<p>fragment</p><script src="${chunk('a')}" async=""></script>`;
  expect(loadScriptsAfterFirstPaint(headless)).toBe(headless);
});
