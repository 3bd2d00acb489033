// A page sent with its first screen (decision 075) asks for the app's code once that screen's largest paint is on
// the screen: its high-priority photos loaded (or failed), else its first paint. Until then the connection carries
// the styles and the photo alone. The code's tags wait in <template id="app-code">, as the build wrote them.
(() => {
  const template = document.getElementById('app-code');
  if (!(template instanceof HTMLTemplateElement)) return;
  const start = () => document.head.append(template.content.cloneNode(true));
  const loaded = (img) =>
    img.complete
      ? null
      : new Promise((resolve) => {
          img.addEventListener('load', resolve, { once: true });
          img.addEventListener('error', resolve, { once: true });
        });
  const photos = [...document.querySelectorAll('#root img[fetchpriority="high"]')];
  void Promise.all(photos.map(loaded)).then(() => requestAnimationFrame(() => setTimeout(start, 0)));
})();
