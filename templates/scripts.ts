// Inline scripts for static pages. They are plain, dependency-free strings so
// the engine can hash each one for a Content-Security-Policy
// (script-src 'sha256-…'); every inline <script> the templates emit has
// exactly one of these constants as its text, byte for byte.

/**
 * In <head>, only when the theme is switchable: applies the stored choice
 * before first paint (no flash). With nothing stored, the server-rendered
 * class (site.theme.default) stays.
 */
export const THEME_INIT_SCRIPT =
  "(function(){try{var t=localStorage.getItem('theme'),c=document.documentElement.classList;" +
  "if(t==='dark')c.add('dark');else if(t==='light')c.remove('dark')}catch(e){}})();";

/**
 * End of <body>, only when switchable: wires every [data-theme-toggle]
 * button, keeps aria-pressed in sync and stores the choice under `theme`.
 */
export const THEME_TOGGLE_SCRIPT =
  "(function(){var r=document.documentElement,b=document.querySelectorAll('[data-theme-toggle]');" +
  "function s(){var d=r.classList.contains('dark');b.forEach(function(x){x.setAttribute('aria-pressed',d?'true':'false')})}" +
  "b.forEach(function(x){x.addEventListener('click',function(){var d=r.classList.toggle('dark');" +
  "try{localStorage.setItem('theme',d?'dark':'light')}catch(e){}s()})});s()})();";

/**
 * End of <body> on static pages: in-page links marked [data-smooth-scroll]
 * scroll smoothly unless the user prefers reduced motion, and focus moves to
 * the target so keyboard users continue from there. Without JS they are
 * ordinary #anchors and still work.
 */
export const SMOOTH_SCROLL_SCRIPT =
  "document.addEventListener('click',function(e){var a=e.target&&e.target.closest&&e.target.closest('a[data-smooth-scroll]');" +
  "if(!a)return;var id=a.getAttribute('href').slice(1),t=document.getElementById(id);if(!t)return;e.preventDefault();" +
  "t.scrollIntoView({behavior:matchMedia('(prefers-reduced-motion: reduce)').matches?'auto':'smooth'});" +
  "if(!t.hasAttribute('tabindex'))t.setAttribute('tabindex','-1');t.focus({preventScroll:true});" +
  "history.pushState(null,'','#'+id)});";

/**
 * Right after the landing page's [data-trial-bar]: shows the bar once the
 * hero's [data-hero-cta] has scrolled out above the viewport, and hides it
 * while any [data-disclosure] text is on screen, so the bar never covers one.
 * Without IntersectionObserver (or JS) the bar stays hidden and nothing is lost.
 */
export const TRIAL_BAR_SCRIPT =
  "(function(){var b=document.querySelector('[data-trial-bar]'),h=document.querySelector('[data-hero-cta]');" +
  'if(!b||!h||!window.IntersectionObserver)return;var past=false,seen=[];function u(){b.hidden=!past||seen.length>0}' +
  'new IntersectionObserver(function(es){es.forEach(function(e){past=!e.isIntersecting&&e.boundingClientRect.top<0});u()}).observe(h);' +
  'var o=new IntersectionObserver(function(es){es.forEach(function(e){var i=seen.indexOf(e.target);' +
  'if(e.isIntersecting){if(i<0)seen.push(e.target)}else if(i>=0)seen.splice(i,1)});u()});' +
  "document.querySelectorAll('[data-disclosure]').forEach(function(d){if(!b.contains(d))o.observe(d)})})();";

/** Every inline script the templates can emit, for CSP hashing. */
export const INLINE_SCRIPTS = [THEME_INIT_SCRIPT, THEME_TOGGLE_SCRIPT, SMOOTH_SCROLL_SCRIPT, TRIAL_BAR_SCRIPT] as const;
