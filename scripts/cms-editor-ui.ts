/**
 * The office's layer over Decap CMS in the editor page (/admin): bundled by scripts/cms-admin.ts
 * into public/admin/editor-ui.js, loaded after editor.js and before Decap's bundle. Everything is
 * registered at DOMContentLoaded, before editor.js starts Decap (it first fetches the config).
 *
 * 1. Italian everywhere: Decap's `it` locale with our phrases laid over it (scripts/cms-messages.ts:
 *    the media library's "Upload" / "Download", screen-reader labels, plain validation messages),
 *    and the English some of its parts write into attributes ("Remove Centralino") rewritten, as
 *    is what react-select announces to screen readers ("7 results available"). English Decap
 *    hard-codes is rewritten where it shows: a relation field's "Loading options…", the question
 *    on an upload whose name is taken (window.confirm), a list's heading ("0 cosa offriamo"), and
 *    "Modifiche salvate" on a new entry never saved.
 * 2. Live counters: under a sized text its characters against the schema's range, and the editor
 *    refuses it saying how many it has ("Descrizione breve ha 52 caratteri: ne servono da 70 a
 *    160"); under a page text (a vehicle's guide, a service's page) its words against the minimum,
 *    counted as the content check counts them (lib/pageText.ts). Read from the field's `counter`
 *    (scripts/cms-config.ts).
 * 3. After a save refused for a faulty field, the first such field is scrolled into view and gets
 *    the focus, instead of a toast alone; the toast counts the fields to correct ("due campi vanno
 *    corretti"), where Decap's says one whatever the number.
 * 4. Numbers typed and said the Italian way ("1.650", "0,5"; "almeno 0,1", not "0.1"), dates typed
 *    as gg/mm/aaaa, and under a date field the day in words ("mercoledì 3 dicembre 2026"), whatever
 *    the browser's language (scripts/cms-italian-input.ts).
 * 5. The drag handles of a list's items: an Italian name ("Sposta la voce") and Italian
 *    instructions and announcements from dnd-kit, which writes them in English; the item's
 *    collapse and remove buttons, which have no name, get one.
 */
import { MIN_PAGE_WORDS, pageSpecificText, vehicleGuideText, wordCount } from '../lib/pageText';
import type { ServicePageText } from '../content/types';
import {
  charCounter,
  DRAG_HANDLE_LABEL,
  ITALIAN_PHRASES,
  italianAttribute,
  italianDate,
  italianDragText,
  lengthProblem,
  mergePhrases,
  numberProblem,
  refusedSave,
  REFUSED_SAVE_START,
  wordCounter,
  type Phrases,
} from './cms-messages';
import { italianConfirm, markEntryStatus, translateListHeadings, translateSelectText } from './cms-editor-text';
import { italianDateControl, italianNumberControl } from './cms-italian-input';
import { contentRuleError, refreshPublishedContent, rememberSaved, toPlain } from './cms-rules';

/** The part of an Immutable Map (Decap's field and value objects) read here. */
interface ImmutableLike {
  get(key: string): unknown;
  toJS?: () => unknown;
}

type Props = { field: ImmutableLike; value?: unknown };
type ControlClass = new (props: Props) => { props: Props; render(): unknown };

interface WidgetDefinition {
  control: ControlClass;
  preview?: unknown;
  [option: string]: unknown;
}

interface DecapUi {
  registerLocale(locale: string, phrases: object): void;
  getLocale(locale: string): Phrases | undefined;
  getWidget(name: string): WidgetDefinition | undefined;
  registerWidget(definition: object): void;
  registerEventListener(listener: { name: string; handler: (event: { entry: ImmutableLike }) => void }): void;
}

type Counter =
  { unit: 'chars'; min: number; max: number } | { unit: 'words'; min: number; text: 'vehicleGuide' | 'servicePage' };

const uiWindow = window as unknown as {
  CMS?: DecapUi;
  h?: (type: string, props: object | null, ...children: unknown[]) => unknown;
};

const counterOf = (field: ImmutableLike): Counter | undefined => {
  const counter = field.get('counter') as ImmutableLike | undefined;
  return counter && typeof counter.toJS === 'function' ? (counter.toJS() as Counter) : undefined;
};

/** The words of a group's running text, chosen as the content check chooses them. */
function groupWords(value: unknown, text: 'vehicleGuide' | 'servicePage'): number {
  const plain = (toPlain(value) ?? {}) as Record<string, unknown>;
  const list = (key: string) => (Array.isArray(plain[key]) ? (plain[key] as unknown[]) : []);
  const line = (item: unknown) => (typeof item === 'string' ? item : '');
  if (text === 'vehicleGuide') {
    return wordCount(
      vehicleGuideText({
        intro: list('intro').map(line),
        jobs: list('jobs').map(line),
        environment: line(plain.environment),
        operator: line(plain.operator),
      }).join(' '),
    );
  }
  const steps = list('steps').map((step) => {
    const s = (step ?? {}) as Record<string, unknown>;
    return { title: line(s.title), text: line(s.text) };
  });
  const dedicated = plain.dedicatedPage as Record<string, unknown> | undefined;
  const page = {
    overview: list('overview').map(line),
    includes: list('includes').map(line),
    audience: line(plain.audience),
    steps,
    dedicatedPage: dedicated ? { title: line(dedicated.title), text: line(dedicated.text) } : undefined,
  } as unknown as ServicePageText;
  return wordCount(pageSpecificText(page).join(' '));
}

/** The counter's paragraph under a control; `id` lets the control point at it (aria-describedby). */
function counterElement(text: string, ok: boolean): unknown {
  const h = uiWindow.h;
  return h
    ? h('p', { className: 'gielle-counter', 'data-state': ok ? 'in' : 'out', 'aria-live': 'polite' }, text)
    : null;
}

/** A text or string control that counts its characters and refuses a length out of range. */
function withCharCounter(Base: ControlClass): ControlClass {
  return class extends Base {
    /** Decap's Widget asks this before saving (unbound: hence an arrow function). */
    isValid = () => {
      const counter = counterOf(this.props.field);
      if (counter?.unit !== 'chars') return true;
      const text = typeof this.props.value === 'string' ? this.props.value.trim() : '';
      const label = String(this.props.field.get('label') ?? this.props.field.get('name'));
      const message = lengthProblem(label, text.length, counter);
      return message ? { error: { type: 'CUSTOM', message } } : true;
    };

    render() {
      const own = super.render();
      const counter = counterOf(this.props.field);
      if (counter?.unit !== 'chars' || !uiWindow.h) return own;
      const text = typeof this.props.value === 'string' ? this.props.value.trim() : '';
      const shown = charCounter(text.length, counter);
      return uiWindow.h('div', null, own, counterElement(shown.text, shown.ok));
    }
  };
}

/** A group (object) control that counts the words of its running text under it. */
function withWordCounter(Base: ControlClass): ControlClass {
  return class extends Base {
    render() {
      const own = super.render();
      const counter = counterOf(this.props.field);
      if (counter?.unit !== 'words' || !uiWindow.h) return own;
      const shown = wordCounter(groupWords(this.props.value, counter.text), counter.min || MIN_PAGE_WORDS);
      return uiWindow.h('div', null, own, counterElement(shown.text, shown.ok));
    }
  };
}

/** A number control whose bounds are said the Italian way ("almeno 0,1"). */
function withItalianNumbers(Base: ControlClass): ControlClass {
  return class extends Base {
    /** Decap's own check, kept for what it says that is not a bound (a pattern). */
    private readonly decapIsValid = (this as unknown as { isValid?: () => unknown }).isValid;

    isValid = () => {
      const own = this.decapIsValid?.() ?? true;
      const error = (own as { error?: { type?: string } }).error;
      if (!error || error.type !== 'RANGE') return own;
      const field = this.props.field;
      const bound = (key: string) => (typeof field.get(key) === 'number' ? (field.get(key) as number) : undefined);
      const label = String(field.get('label') ?? field.get('name'));
      const message = numberProblem(label, this.props.value, bound('min'), bound('max'));
      return message ? { error: { ...error, message } } : own;
    };
  };
}

/** A date control with the day in Italian words under it. */
function withItalianDate(Base: ControlClass): ControlClass {
  return class extends Base {
    render() {
      const own = super.render();
      const words = italianDate(this.props.value);
      if (!words || !uiWindow.h) return own;
      return uiWindow.h('div', null, own, uiWindow.h('p', { className: 'gielle-date', 'aria-live': 'polite' }, words));
    }
  };
}

/** Any control, refusing before the save what the content check would refuse at its field (scripts/cms-rules.ts). */
function withContentRules(Base: ControlClass): ControlClass {
  return class extends Base {
    /** The control's own check (Decap's, or a counter's): what it refuses is said in its words first. */
    private readonly innerIsValid = (this as unknown as { isValid?: () => unknown }).isValid;

    isValid = () => {
      const own = this.innerIsValid?.call(this) ?? true;
      const ownError =
        typeof own === 'object' && own !== null && 'error' in own ? (own as { error: unknown }).error : !own;
      if (ownError) return own;
      const error = contentRuleError(this.props);
      return error ? { error } : own;
    };
  };
}

/** Every widget the configuration uses (scripts/cms-config.ts). */
const CONFIGURED_WIDGETS = [
  'string',
  'text',
  'number',
  'datetime',
  'select',
  'relation',
  'boolean',
  'markdown',
  'image',
  'file',
  'list',
  'object',
];

function replaceControl(cms: DecapUi, name: string, wrap: (base: ControlClass) => ControlClass) {
  const widget = cms.getWidget(name);
  if (!widget) return;
  const { control, preview, ...options } = widget;
  cms.registerWidget({ ...options, name, controlComponent: wrap(control), previewComponent: preview });
}

const TRANSLATED_ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'aria-roledescription'];

/** Rewrites the English attributes of one element and of what it contains. */
function translateAttributes(root: Element) {
  const elements = [root, ...root.querySelectorAll('[aria-label], [title], [placeholder], [aria-roledescription]')];
  for (const element of elements) {
    for (const attribute of TRANSLATED_ATTRIBUTES) {
      const value = element.getAttribute(attribute);
      const italian = value ? italianAttribute(value) : null;
      if (italian) element.setAttribute(attribute, italian);
    }
  }
}

/**
 * Names the buttons of a list item's top bar that Decap leaves without one: the drag handle
 * (dnd-kit's role="button"), and the icon buttons before it (collapse) and after it (remove).
 */
function nameListButtons(root: Element) {
  const handles = root.matches('[aria-roledescription]')
    ? [root]
    : [...root.querySelectorAll('[aria-roledescription]')];
  for (const handle of handles) {
    // An icon alone (a list item's handle); a handle that shows a text (a chosen value of a
    // multiple select, which dnd-kit makes sortable too) is named by that text.
    if (!handle.hasAttribute('aria-label') && !handle.textContent?.trim())
      handle.setAttribute('aria-label', DRAG_HANDLE_LABEL);
    const bar = handle.parentElement;
    if (!bar) continue;
    const children = [...bar.children];
    const at = children.indexOf(handle);
    children.forEach((child, index) => {
      if (child.tagName !== 'BUTTON' || child.hasAttribute('aria-label') || index === at) return;
      child.setAttribute('aria-label', index < at ? 'Mostra o nascondi la voce' : 'Elimina la voce');
    });
  }
}

/** dnd-kit's instructions and live announcements (their ids are its own). */
const DRAG_TEXT = '[id^="DndDescribedBy"], [id^="DndLiveRegion"]';

/** Rewrites dnd-kit's English text in and under one node, in place (as translateSelectText does). */
function translateDragText(node: Node) {
  const element = node instanceof Element ? node : node.parentElement;
  if (!element) return;
  const targets = element.matches(DRAG_TEXT) ? [element] : [...element.querySelectorAll(DRAG_TEXT)];
  for (const target of targets) {
    for (const text of target.childNodes) {
      if (!(text instanceof Text)) continue;
      const italian = italianDragText(text.data);
      if (italian !== null) text.data = italian;
    }
  }
}

/** The fields the editor marks as faulty: one list of errors each. */
const faultyFields = () =>
  [...document.querySelectorAll('[class*="-ControlErrorsList"]')].filter((list) => list.querySelector('li')).length;

/** The toast of a refused save, counting the fields to correct once they are marked. */
function countRefusedSave() {
  const toasts = document.querySelectorAll('.Toastify__toast');
  if (toasts.length === 0) return;
  const wanted = refusedSave(faultyFields());
  for (const toast of toasts) {
    const walker = document.createTreeWalker(toast, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      if (text.data.startsWith(REFUSED_SAVE_START) && text.data !== wanted) text.data = wanted;
    }
  }
}

const FOCUSABLE = 'input:not([type="hidden"]), textarea, select, [contenteditable="true"], [role="combobox"], button';

/** Scrolls to the first field the editor marks as faulty and puts the focus in it. */
export function goToFirstError(): boolean {
  const list = [...document.querySelectorAll('[class*="-ControlErrorsList"]')].find((element) =>
    element.querySelector('li'),
  );
  if (!list) return false;
  const container = list.closest('[class*="-ControlContainer"]') ?? list.parentElement;
  const target = [...(container?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].find(
    (element) => element.getClientRects().length > 0 && !element.hasAttribute('disabled'),
  );
  (container ?? list).scrollIntoView({ block: 'center' });
  target?.focus({ preventScroll: true });
  return true;
}

document.addEventListener('DOMContentLoaded', () => {
  const cms = uiWindow.CMS;
  if (!cms) return;
  cms.registerLocale('it', mergePhrases(cms.getLocale('it'), ITALIAN_PHRASES));
  window.confirm = italianConfirm(window.confirm.bind(window));
  window.addEventListener('hashchange', () => markEntryStatus(document.body));
  replaceControl(cms, 'string', withCharCounter);
  replaceControl(cms, 'text', withCharCounter);
  replaceControl(cms, 'object', withWordCounter);
  // Typed the Italian way ("1.650", "0,5", gg/mm/aaaa): scripts/cms-italian-input.ts.
  replaceControl(cms, 'number', (decap) => withItalianNumbers(italianNumberControl(decap)));
  replaceControl(cms, 'datetime', (decap) => withItalianDate(italianDateControl(decap)));
  for (const name of CONFIGURED_WIDGETS) replaceControl(cms, name, withContentRules);
  // The other files, as published, for the rules between files; again after each save and on
  // opening another entry (under npm run cms the check rewrites them after every save).
  void refreshPublishedContent();
  cms.registerEventListener({
    name: 'postSave',
    handler: ({ entry }) => {
      rememberSaved(entry);
      void refreshPublishedContent();
    },
  });
  window.addEventListener('hashchange', () => void refreshPublishedContent());

  // A save attempt (the publish menu's items, by mouse or keyboard): if it was refused, the faulty
  // fields are marked a moment later. The toast below covers any other way of saving.
  const afterAttempt = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest('[role="menuitem"]') : null;
    if (!target) return;
    if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
    setTimeout(goToFirstError, 150);
  };
  document.addEventListener('click', afterAttempt, true);
  document.addEventListener('keydown', afterAttempt, true);

  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        translateAttributes(record.target as Element);
        continue;
      }
      if (record.type === 'characterData') {
        translateSelectText(record.target);
        translateDragText(record.target);
        translateListHeadings(record.target);
        markEntryStatus(record.target);
        continue;
      }
      for (const node of record.addedNodes) {
        translateSelectText(node);
        translateDragText(node);
        translateListHeadings(node);
        markEntryStatus(node);
        if (!(node instanceof Element)) continue;
        translateAttributes(node);
        nameListButtons(node);
        // The toast of a save refused for a faulty field: go to that field.
        if (node.textContent?.includes(REFUSED_SAVE_START)) setTimeout(goToFirstError, 50);
      }
    }
    // After any change (the toast shown, or the fields marked after it), the toast's count.
    countRefusedSave();
  }).observe(document.body, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: TRANSLATED_ATTRIBUTES,
  });
});
