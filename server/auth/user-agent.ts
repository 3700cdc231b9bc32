/** A User-Agent as a person names it: «Chrome 131 · Windows», «Safari · iPhone». */
const BROWSERS: [RegExp, string][] = [
  [/YaBrowser\/(\d+)/, 'Яндекс Браузер'],
  [/Edg(?:A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS|Chromium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+).*Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export function browserName(userAgent: string): string {
  if (!userAgent) return 'Неизвестно';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent));
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent));
  const name = browser
    ? `${browser[1]} ${userAgent.match(browser[0])![1]}`
    : userAgent.split(/[\s/]/)[0].slice(0, 40) || 'Неизвестно';
  return system ? `${name} · ${system[1]}` : name;
}
