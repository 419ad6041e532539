import { LEAVING_MESSAGE, SETTLED_MESSAGE, VISIT_QUESTION } from '@/lib/offline/precachePlan';
import { saySettled, talkToWorker, visitReport } from './workerConversation';

function withConnection(connection: object | undefined) {
  Object.defineProperty(window.navigator, 'connection', { value: connection, configurable: true });
}

const SCRIPT = `${window.location.origin}/_next/static/chunks/a.js`;

describe('the page’s side of the worker’s install (issue 61)', () => {
  // jsdom keeps no resource timing: the files a page loaded, as a browser lists them.
  beforeEach(() => {
    Object.defineProperty(window.performance, 'getEntriesByType', {
      value: () => [{ name: SCRIPT }],
      configurable: true,
    });
  });
  afterEach(() => withConnection(undefined));

  it('reports Save-Data as a light visit, with the page’s address', () => {
    withConnection({ saveData: true, effectiveType: '4g' });
    expect(visitReport()).toEqual({ light: true, urls: [window.location.href, SCRIPT] });
    withConnection({ saveData: false, effectiveType: '4g' });
    expect(visitReport().light).toBe(false);
  });

  it('answers the worker’s question on the port it sent, says when the page is left, and stops when told', () => {
    const container = new EventTarget() as ServiceWorkerContainer;
    const installing = { postMessage: jest.fn() };
    const stop = talkToWorker(container, () => ({ installing }) as unknown as ServiceWorkerRegistration);
    const port = { postMessage: jest.fn() };
    container.dispatchEvent(
      new MessageEvent('message', { data: VISIT_QUESTION, ports: [port as unknown as MessagePort] }),
    );
    expect(port.postMessage).toHaveBeenCalledWith(expect.objectContaining({ light: false }));
    window.dispatchEvent(new Event('pagehide'));
    expect(installing.postMessage).toHaveBeenCalledWith(LEAVING_MESSAGE);

    stop();
    container.dispatchEvent(
      new MessageEvent('message', { data: VISIT_QUESTION, ports: [port as unknown as MessagePort] }),
    );
    window.dispatchEvent(new Event('pagehide'));
    expect(port.postMessage).toHaveBeenCalledTimes(1);
    expect(installing.postMessage).toHaveBeenCalledTimes(1);
  });

  it('a settled page lets an install held for it go on', () => {
    const installing = { postMessage: jest.fn() };
    saySettled({ installing } as unknown as ServiceWorkerRegistration);
    expect(installing.postMessage).toHaveBeenCalledWith(SETTLED_MESSAGE);
  });
});
