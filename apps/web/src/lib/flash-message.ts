/** A message that survives one page load: shown by the sign-in page ("Session expired!" after the forced reload). */
const FLASH_KEY = 'fm-flash-message';

export function setFlashMessage(messageKey: string): void {
  sessionStorage.setItem(FLASH_KEY, messageKey);
}

export function takeFlashMessage(): string | null {
  const key = sessionStorage.getItem(FLASH_KEY);
  if (key !== null) sessionStorage.removeItem(FLASH_KEY);
  return key;
}
