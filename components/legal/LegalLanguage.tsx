'use client';

import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { Chip } from '@/components/ui/Chip';
import { ScriptButton } from '@/components/ui/ScriptButton';
import { replaceHistoryUrl } from '@/components/ui/historyUrl';
import { legalToggle } from '@/content/legal/ui';
import type { LegalLang } from '@/content/legal/types';
import { LEGAL_EN_ID, legalLangFromLocation, legalLangHref } from '@/lib/legalLanguage';
import styles from './LegalLanguage.module.css';

/**
 * The legal pages render both languages on the server; this island only decides which one is
 * shown. Italian by default, English from ?lang=en (or a #en-… anchor), synced back to the URL.
 */
interface LanguageState {
  lang: LegalLang;
  choose: (lang: LegalLang) => void;
}

const LanguageContext = createContext<LanguageState>({ lang: 'it', choose: () => undefined });

export function LegalLanguageProvider({ children }: { children: ReactNode }) {
  const [lang, setLang] = useState<LegalLang>('it');
  /** An anchor the browser could not reach because its language was hidden at load. */
  const pendingAnchor = useRef<string | null>(null);

  useEffect(() => {
    // The export is static, so the address is read after hydration, not on the server.
    const initial = legalLangFromLocation(window.location.search, window.location.hash);
    if (initial !== 'it') {
      pendingAnchor.current = decodeURIComponent(window.location.hash.slice(1)) || null;
      setLang(initial);
    }
  }, []);

  useEffect(() => {
    const id = pendingAnchor.current;
    if (!id) return;
    const target = document.getElementById(id);
    if (!target || target.closest('[hidden]')) return; // not shown yet: wait for the next render
    pendingAnchor.current = null;
    target.scrollIntoView();
  }, [lang]);

  const choose = (next: LegalLang) => {
    setLang(next);
    replaceHistoryUrl(legalLangHref(window.location.href, next));
  };

  return <LanguageContext.Provider value={{ lang, choose }}>{children}</LanguageContext.Provider>;
}

/**
 * Server-rendered content in one language, hidden while the other is chosen. With scripts off
 * the English document (id "en") is shown when it, or a section inside it, is the URL's target.
 */
export function InLanguage({
  lang,
  as: Tag = 'div',
  id,
  children,
}: {
  lang: LegalLang;
  as?: 'div' | 'span';
  id?: string;
  children: ReactNode;
}) {
  const current = useContext(LanguageContext).lang;
  return (
    <Tag id={id} lang={lang} hidden={current !== lang} className={Tag === 'div' ? styles.block : undefined}>
      {children}
    </Tag>
  );
}

/**
 * IT / EN buttons; the pressed one is the language shown. Without scripts they could not act,
 * so a link to the English document (#en, shown by :target) stands in for them.
 */
export function LegalLanguageToggle() {
  const { lang, choose } = useContext(LanguageContext);
  const english = legalToggle.options.find((option) => option.lang === 'en');
  return (
    <>
      <a href={`#${LEGAL_EN_ID}`} lang="en" className={styles.staticLink}>
        {english?.name ?? 'English'}
      </a>
      <Toggle lang={lang} choose={choose} />
    </>
  );
}

function Toggle({ lang, choose }: LanguageState) {
  return (
    <div className={styles.group} role="group" aria-label={legalToggle.groupLabel}>
      {legalToggle.options.map((option) => (
        <Chip
          key={option.lang}
          as={ScriptButton}
          variant="segment"
          type="button"
          lang={option.lang}
          title={option.name}
          aria-pressed={lang === option.lang}
          onClick={() => choose(option.lang)}
        >
          {option.label}
        </Chip>
      ))}
    </div>
  );
}
