import { createContext, useContext, useEffect, type ReactNode } from 'react';

interface TitleContext {
  siteName: string;
  /** The title of pages that have none of their own (the site's index title). */
  defaultTitle: string;
  /** Unread messages plus new likes: shown as "(n) " in front of every title. */
  count: number;
}

const Context = createContext<TitleContext>({ siteName: '', defaultTitle: '', count: 0 });

export function DocumentTitleProvider({ value, children }: { value: TitleContext; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** Unread messages plus new likes of the member (0 for a visitor): the menu button's badge. */
export function useActivityTotal(): number {
  return useContext(Context).count;
}

/** "Page | Site", or the default title; prefixed with "(n) " when there is something new. */
export function formatDocumentTitle({ title, siteName, defaultTitle, count }: TitleContext & { title?: string }): string {
  const base = title ? (siteName ? `${title} | ${siteName}` : title) : defaultTitle || siteName;
  return count > 0 ? `(${count}) ${base}` : base;
}

/** Sets the page title while the calling page is shown. */
export function useDocumentTitle(title?: string): void {
  const context = useContext(Context);
  const text = formatDocumentTitle({ ...context, title });
  useEffect(() => {
    document.title = text;
  }, [text]);
}
