import {
  afterMainPicture,
  DEFERRED_PRELOADS_ID,
  deferredPreloadSteps,
  documentParsed,
} from './first-paint';

/** A parsed page (jsdom leaves a created document 'loading' for good). */
function page(html: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.documentElement.innerHTML = html;
  Object.defineProperty(doc, 'readyState', { value: 'complete', configurable: true });
  return doc;
}

describe('afterMainPicture', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    // The frame after the picture: requestAnimationFrame, then a task.
    await jest.advanceTimersByTimeAsync(50);
    return done;
  };

  it('waits for the main picture of a rendered page, then for a painted frame', async () => {
    const doc = page(
      '<head></head><body><div id="root"><img fetchpriority="high" src="/a.svg"></div></body>',
    );
    const picture = doc.querySelector('img')!;
    Object.defineProperty(picture, 'complete', { value: false });
    const waiting = afterMainPicture(doc);
    expect(await settled(waiting)).toBe(false);
    picture.dispatchEvent(new Event('load'));
    expect(await settled(waiting)).toBe(true);
  });

  it('does not wait longer than its limit for a picture that never loads', async () => {
    const doc = page(
      '<body><div id="root"><img fetchpriority="high" src="/slow.svg"></div></body>',
    );
    Object.defineProperty(doc.querySelector('img')!, 'complete', { value: false });
    const waiting = afterMainPicture(doc, 1000);
    expect(await settled(waiting)).toBe(false);
    await jest.advanceTimersByTimeAsync(1000);
    expect(await settled(waiting)).toBe(true);
  });

  it('resolves at once for a page the browser renders (an empty root), without a frame', async () => {
    const doc = page('<body><div id="root"></div></body>');
    let done = false;
    void afterMainPicture(doc).then(() => {
      done = true;
    });
    // No timer advanced: only promise jobs run.
    for (let i = 0; i < 3; i += 1) await Promise.resolve();
    expect(done).toBe(true);
  });
});

describe('documentParsed', () => {
  const parsing = () => {
    const doc = page('<body><div id="root"></div></body>');
    let state: DocumentReadyState = 'loading';
    Object.defineProperty(doc, 'readyState', { get: () => state, configurable: true });
    return {
      doc,
      finish: () => {
        state = 'interactive';
        doc.dispatchEvent(new Event('DOMContentLoaded'));
      },
    };
  };

  it('waits while the body is still being parsed (the entry script is async)', async () => {
    const { doc, finish } = parsing();
    let done = false;
    void documentParsed(doc).then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    finish();
    await Promise.resolve();
    expect(done).toBe(true);
  });

  it('resolves at once for a parsed document', async () => {
    await expect(documentParsed(page('<body></body>'))).resolves.toBeUndefined();
  });

  it('holds back the main picture check until the page is parsed', async () => {
    const { doc, finish } = parsing();
    let done = false;
    void afterMainPicture(doc).then(() => {
      done = true;
    });
    for (let i = 0; i < 3; i += 1) await Promise.resolve();
    expect(done).toBe(false);
    finish();
    for (let i = 0; i < 3; i += 1) await Promise.resolve();
    expect(done).toBe(true);
  });
});

describe('deferredPreloadSteps', () => {
  const preloads = (names: string[]) =>
    page(
      `<head><template id="${DEFERRED_PRELOADS_ID}">${names
        .map((name) => `<link rel="preload" as="script" href="/${name}.js">`)
        .join('')}</template></head><body></body>`,
    );
  const inHead = (doc: Document) =>
    [...doc.head.querySelectorAll(':scope > link')].map((link) => link.getAttribute('href'));

  it('moves the waiting preloads into the head in order, a few per step, once', () => {
    const doc = preloads(['a', 'b', 'c', 'd', 'e']);
    const steps = deferredPreloadSteps(doc, 2);
    expect(steps).toHaveLength(3);
    expect(inHead(doc)).toEqual([]);
    steps[0]!();
    expect(inHead(doc)).toEqual(['/a.js', '/b.js']);
    steps[1]!();
    steps[2]!();
    expect(inHead(doc)).toEqual(['/a.js', '/b.js', '/c.js', '/d.js', '/e.js']);
    expect(doc.getElementById(DEFERRED_PRELOADS_ID)).toBeNull();
    expect(deferredPreloadSteps(doc)).toEqual([]);
  });

  it('has no steps for a page without waiting preloads', () => {
    expect(deferredPreloadSteps(page('<head></head><body></body>'))).toEqual([]);
  });
});
