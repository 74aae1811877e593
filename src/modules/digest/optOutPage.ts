// The opt-out link's pages (GET and the button's answer), in the app's look without the app: the same
// stylesheet, fonts and brand as every page, but no script, so a mail scanner or a link preview fetching
// the link runs nothing and the page works with scripts off. Plain strings: no React on this path.
import { entry } from "../../ssr/assets.generated";

const esc = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The header's brand, as components/PublicHeader.tsx renders it. */
const BRAND = `<a class="brand" href="/"><span class="brand-mark" aria-hidden="true"><span lang="ar" dir="rtl" class="arabic brand-meem">مـ</span></span><span class="brand-words"><span lang="ar" dir="rtl" class="arabic brand-ar">مرحبا</span><span class="brand-en">Marhaba</span></span></a>`;

const ICONS = {
  mail: `<path d="M3 6h18v12H3zM3 7l9 6 9-6"/>`,
  done: `<path d="M5 12.5l4.5 4.5L19 7.5"/>`,
  broken: `<path d="M12 8v5M12 16.5v.5M10.3 3.9L2.5 18a2 2 0 0 0 1.7 3h15.6a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z"/>`,
};
export type OptOutIcon = keyof typeof ICONS;

/** What one opt-out page says: its heading, the text under it (trusted HTML) and, on the first page, the form. */
export type OptOutContent = { title: string; icon: OptOutIcon; text: string; action?: string };

export function optOutHtml({ title, icon, text, action }: OptOutContent): string {
  const form = action
    ? `<form method="post" action="${esc(action)}"><button type="submit" class="btn btn-primary btn-lg btn-block">Stop the weekly email</button></form>`
    : "";
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)} - Marhaba</title><meta name="robots" content="noindex"><meta name="theme-color" content="#0b7a6f"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="preload" href="/static/fonts/nunito-latin-wght-normal.woff2" as="font" type="font/woff2" crossorigin><link rel="stylesheet" href="${entry.css}"></head><body>` +
    `<div class="site-header-slot"><header class="site-header"><div class="site-header-inner container"><span class="brand-row">${BRAND}</span></div></header></div>` +
    `<main id="main" class="auth-page opt-out-page"><section class="auth-card opt-out-card" aria-labelledby="opt-out-title">` +
    `<span class="opt-out-icon opt-out-icon--${icon}" aria-hidden="true"><svg viewBox="0 0 24 24" width="40" height="40" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${ICONS[icon]}</svg></span>` +
    `<h1 id="opt-out-title">${esc(title)}</h1><div class="auth-intro">${text}</div>${form}</section></main></body></html>`
  );
}
