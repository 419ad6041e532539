import { focusInView } from './focusInView';

describe('focusInView', () => {
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('focuses without the browser scroll, then scrolls instantly in the same task', () => {
    const button = document.body.appendChild(document.createElement('button'));
    const calls: string[] = [];
    const focus = jest.spyOn(button, 'focus').mockImplementation((options) => {
      calls.push(`focus ${JSON.stringify(options)}`);
    });
    Element.prototype.scrollIntoView = (options?: boolean | ScrollIntoViewOptions) => {
      calls.push(`scroll ${JSON.stringify(options)}`);
    };
    focusInView(button, 'start');
    expect(calls).toEqual(['focus {"preventScroll":true}', 'scroll {"block":"start","behavior":"instant"}']);
    focus.mockRestore();
    button.remove();
  });

  it('does nothing without a target, and still focuses where scrollIntoView is missing', () => {
    expect(() => focusInView(null)).not.toThrow();
    const input = document.body.appendChild(document.createElement('input'));
    focusInView(input);
    expect(input).toHaveFocus();
    input.remove();
  });
});
