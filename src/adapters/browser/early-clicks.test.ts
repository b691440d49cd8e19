import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { holdEarlyClicks, LIVE_ATTRIBUTE, type EarlyClicks } from './early-clicks';

// Clicks made on a server-rendered page before its code answers (docs/adr/0133), in happy-dom: the
// page's own handlers stand for the ones hydration attaches.

function renderedPage(html: string) {
  const window = new Window();
  const document = window.document;
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const root = document.getElementById('root') as unknown as HTMLElement;
  const seen: string[] = [];
  /** Attaches a handler as hydration would: from now on, a click on the element is answered. */
  const answer = (id: string) => {
    document.getElementById(id)?.addEventListener('click', () => seen.push(id));
  };
  const click = (id: string) => {
    const element = document.getElementById(id) as unknown as HTMLElement;
    const event = new window.MouseEvent('click', { bubbles: true, cancelable: true });
    const notPrevented = element.dispatchEvent(event as unknown as Event);
    return { prevented: !notPrevented };
  };
  return { window, document, root, seen, answer, click };
}

/** Releases the held clicks, and waits for them to be played: after the caller's work, as from a React effect. */
async function released(clicks: EarlyClicks): Promise<void> {
  clicks.release();
  await Promise.resolve();
}

describe('holdEarlyClicks', () => {
  it('holds a click on a button until release, then plays it once on the same button', async () => {
    const page = renderedPage('<button id="open" type="button"><span id="label">Servicios</span></button>');
    const clicks = holdEarlyClicks(page.root);
    page.answer('open');
    expect(page.click('label').prevented).toBe(true);
    expect(page.seen).toEqual([]);
    expect(page.root.hasAttribute(LIVE_ATTRIBUTE)).toBe(false);

    clicks.release();
    // Not played inside the caller's work (a React effect, where a click on a boundary still to hydrate is lost).
    expect(page.seen).toEqual([]);
    await Promise.resolve();
    expect(page.seen).toEqual(['open']);
    expect(page.root.hasAttribute(LIVE_ATTRIBUTE)).toBe(true);
    // After release, clicks go straight to the page.
    expect(page.click('open').prevented).toBe(false);
    expect(page.seen).toEqual(['open', 'open']);
    await released(clicks);
    expect(page.seen).toEqual(['open', 'open']);
  });

  it('keeps the order of clicks on different controls and plays a control tapped twice in a row once', async () => {
    const page = renderedPage(
      '<button id="first" type="button">1</button><div id="tab" role="tab">2</div><input id="box" type="checkbox">',
    );
    const clicks = holdEarlyClicks(page.root);
    for (const id of ['first', 'first', 'tab', 'box', 'first']) page.click(id);
    for (const id of ['first', 'tab', 'box']) page.answer(id);
    await released(clicks);
    expect(page.seen).toEqual(['first', 'tab', 'box', 'first']);
  });

  it('keeps a held checkbox unticked until it is played', async () => {
    const page = renderedPage('<input id="box" type="checkbox">');
    const clicks = holdEarlyClicks(page.root);
    page.click('box');
    const box = page.document.getElementById('box') as unknown as HTMLInputElement;
    expect(box.checked).toBe(false);
    await released(clicks);
    expect(box.checked).toBe(true);
  });

  it('leaves links and plain text to the browser', () => {
    const page = renderedPage('<a id="link" href="#more">More</a><p id="text">Hola</p>');
    holdEarlyClicks(page.root);
    expect(page.click('link').prevented).toBe(false);
    expect(page.click('text').prevented).toBe(false);
  });

  it('drops a click whose button the first render replaced or disabled', async () => {
    const page = renderedPage('<button id="gone" type="button">a</button><button id="off" type="button">b</button>');
    const clicks = holdEarlyClicks(page.root);
    page.click('gone');
    page.click('off');
    page.answer('off');
    page.document.getElementById('gone')?.remove();
    page.document.getElementById('off')?.setAttribute('disabled', '');
    await released(clicks);
    expect(page.seen).toEqual([]);
  });

  it('holds at most eight clicks', async () => {
    const buttons = Array.from({ length: 10 }, (_, index) => `<button id="b${String(index)}" type="button"></button>`);
    const page = renderedPage(buttons.join(''));
    const clicks = holdEarlyClicks(page.root);
    for (let index = 0; index < 10; index += 1) page.click(`b${String(index)}`);
    for (let index = 0; index < 10; index += 1) page.answer(`b${String(index)}`);
    await released(clicks);
    expect(page.seen).toEqual(['b0', 'b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7']);
  });
});
