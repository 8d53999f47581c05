/**
 * WebKitGTK (Safari's engine, Debian's webkit2gtk-driver) driven over
 * WebDriver by selenium-webdriver: WebKitWebDriver runs its MiniBrowser
 * under a virtual display (xvfb-run). Lacks invoker commands and `closedby`
 * as Safari before 26.2 does.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { Builder, By, Key, Origin, type WebDriver } from 'selenium-webdriver';
import { type EnginePage, MARKED } from './engine.ts';

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

async function listening(port: number, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const up = await fetch(`http://127.0.0.1:${port}/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port}`);
}

/**
 * Starts WebKitWebDriver on `port` and one MiniBrowser window of `width` x
 * `height` px; with `pageScripts` false, the pages' own scripts do not run
 * (as with JavaScript off; the driver's still do).
 */
export async function launchWebKit(
  baseUrl: string,
  width: number,
  height: number,
  { port = 4470, pageScripts = true } = {},
): Promise<EnginePage> {
  const server: ChildProcess = spawn('xvfb-run', ['-a', 'WebKitWebDriver', `--port=${port}`], {
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {}
  };
  let driver: WebDriver;
  try {
    await listening(port);
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary: MINIBROWSER,
          args: ['--automation', ...(pageScripts ? [] : ['--enable-javascript=false'])],
        },
      })
      .build();
    await driver.manage().window().setRect({ width, height });
  } catch (err) {
    stop();
    throw err;
  }
  return {
    name: `webkit${pageScripts ? '' : ' without javascript'} ${width}x${height}`,
    goto: async (path) => {
      await driver.get(new URL(path, baseUrl).href);
    },
    eval: (js) => driver.executeScript(`return ${js}`),
    clickMarked: async () => {
      await driver.findElement(By.css(MARKED)).click();
    },
    typeMarked: async (text) => {
      await driver.findElement(By.css(MARKED)).sendKeys(text === '\n' ? Key.ENTER : text);
    },
    selectMarked: async (text) => {
      const select = await driver.findElement(By.css(MARKED));
      for (const option of await select.findElements(By.css('option'))) {
        if ((await option.getText()).trim() === text) return option.click();
      }
      throw new Error(`webkit: no option ${text}`);
    },
    clickAt: async (x, y) => {
      await driver.actions().move({ x, y, origin: Origin.VIEWPORT }).click().perform();
    },
    screenshot: async (file) => {
      fs.writeFileSync(file, await driver.takeScreenshot(), 'base64');
    },
    close: async () => {
      await driver.quit().catch(() => {});
      stop();
    },
  };
}
