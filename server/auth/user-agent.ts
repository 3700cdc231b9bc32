import Bowser from 'bowser';

/** Bowser's names where a person here calls a browser or a system otherwise. */
const NAMES: Record<string, string> = {
  'Yandex Browser': 'Яндекс Браузер',
  'Microsoft Edge': 'Edge',
  'Chrome OS': 'ChromeOS',
};

/** A User-Agent as a person names it: «Chrome 131 · Windows», «Safari 17 · iPhone». */
export function browserName(userAgent: string): string {
  if (!userAgent) return 'Неизвестно';
  const { browser, os, platform } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  const name = browser.name
    ? `${NAMES[browser.name] ?? browser.name}${major ? ` ${major}` : ''}`
    : userAgent.split(/[\s/]/)[0].slice(0, 40) || 'Неизвестно';
  // An iPhone or an iPad is named as the device, as its owner would.
  const system =
    platform.model === 'iPhone' || platform.model === 'iPad' ? platform.model : os.name;
  return system ? `${name} · ${NAMES[system] ?? system}` : name;
}
