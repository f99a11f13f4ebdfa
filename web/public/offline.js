// The offline page's behaviour (offline.html): its language from the ll_lang cookie, the shop's name
// the app remembered on this device (web/pwa/register.ts), and "Try again", which reloads the page the
// shopper asked for (the address bar still shows it). Back online, it reloads by itself.
(() => {
  const lang = /(?:^|;\s*)ll_lang=hi(?:;|$)/.test(document.cookie) ? 'hi' : 'en';
  for (const section of document.querySelectorAll('[data-lang]')) {
    section.hidden = section.getAttribute('data-lang') !== lang;
  }
  document.documentElement.lang = lang === 'hi' ? 'hi-IN' : 'en-IN';
  const heading = document.querySelector(`[data-lang="${lang}"] h1`);

  let shopName = null;
  try {
    shopName = localStorage.getItem('ll_shop_name');
  } catch {
    // Storage can be off (private modes); the logo is enough.
  }
  if (shopName) {
    const name = document.getElementById('shop-name');
    name.textContent = shopName;
    name.hidden = false;
  }
  document.title = [heading?.textContent, shopName].filter(Boolean).join(' · ');

  const retry = () => window.location.reload();
  for (const button of document.querySelectorAll('[data-retry]')) button.addEventListener('click', retry);
  window.addEventListener('online', retry);
})();
