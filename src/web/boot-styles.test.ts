/**
 * The whole stylesheet of a server-rendered page follows the boot script's
 * own links: prefetched with the app's files when the page is idle, added as
 * a stylesheet when the app starts (its modulepreload links), once each
 * (docs/decisions/038-page-styles.md).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { addWholeStyles } from './boot-styles.ts';

const links = (rel: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((l) =>
    l.getAttribute('href'),
  );
const addLink = (rel: string, href: string) => {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  document.head.append(link);
};
const settle = () => new Promise((r) => setTimeout(r));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the whole stylesheet', () => {
  it('is prefetched with the app when the page is idle, and applied when the app starts', async () => {
    addWholeStyles('/assets/shell-1.css');
    document.head.append(document.createElement('meta'));
    await settle();
    expect(links('prefetch')).toEqual([]);
    addLink('prefetch', '/assets/index-1.js');
    addLink('prefetch', '/assets/page-1.js');
    await settle();
    expect(links('prefetch')).toEqual([
      '/assets/index-1.js',
      '/assets/page-1.js',
      '/assets/shell-1.css',
    ]);
    expect(links('stylesheet')).toEqual([]);
    addLink('modulepreload', '/assets/index-1.js');
    await settle();
    expect(links('stylesheet')).toEqual(['/assets/shell-1.css']);
    addLink('modulepreload', '/assets/page-1.js');
    await settle();
    expect(links('stylesheet')).toEqual(['/assets/shell-1.css']);
    expect(links('prefetch')).toHaveLength(3);
  });

  it('is applied when the app starts before anything was prefetched (Save-Data, an early tap)', async () => {
    addWholeStyles('/assets/shell-1.css /assets/more-1.css');
    addLink('modulepreload', '/assets/index-1.js');
    await settle();
    expect(links('stylesheet')).toEqual(['/assets/shell-1.css', '/assets/more-1.css']);
    expect(links('prefetch')).toEqual([]);
  });

  it('adds nothing on a page that names none (a page the browser renders has its link)', async () => {
    addWholeStyles(undefined);
    addLink('prefetch', '/assets/index-1.js');
    addLink('modulepreload', '/assets/index-1.js');
    await settle();
    expect(links('stylesheet')).toEqual([]);
    expect(links('prefetch')).toEqual(['/assets/index-1.js']);
  });
});
